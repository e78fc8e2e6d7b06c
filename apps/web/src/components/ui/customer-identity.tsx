import { Fragment } from 'react';
import { customerName } from '../../lib/customer-name.ts';

/*
 * In a table row a long word must not be split (a column keeps room for its longest word); in a
 * phone's card, narrower than some emails, anything may wrap.
 */
const wraps = 'wrap-anywhere md:wrap-break-word';

/**
 * An email that may break after a dot of its name and before its "@", and nowhere else in a
 * table: "priya.sharma. / priyamwzhc8d2 / @example.in".
 */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const parts = email.slice(0, at).split(/(?<=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          <wbr />
        </Fragment>
      ))}
      {email.slice(at)}
    </>
  );
}

/**
 * A customer in an admin table: the name, then the email. A customer who gave no name is named
 * by their email, shown once.
 */
export function CustomerIdentity({
  person,
}: {
  person: { firstName: string; lastName: string; email: string };
}) {
  const name = customerName(person);
  return (
    <>
      <p className={`font-bold text-ink-900 ${wraps}`}>
        {name === person.email ? <BreakableEmail email={name} /> : name}
      </p>
      {name !== person.email && (
        <p className={`text-sm text-ink-500 ${wraps}`}>
          <BreakableEmail email={person.email} />
        </p>
      )}
    </>
  );
}
