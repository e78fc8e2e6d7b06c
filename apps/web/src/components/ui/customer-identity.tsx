import { customerName } from '../../lib/customer-name.ts';

/**
 * A customer in an admin table: the name, then the email. A customer who gave no name is named
 * by their email, shown once; both may wrap anywhere.
 */
export function CustomerIdentity({
  person,
}: {
  person: { firstName: string; lastName: string; email: string };
}) {
  const name = customerName(person);
  return (
    <>
      <p className="font-bold wrap-anywhere text-ink-900">{name}</p>
      {name !== person.email && (
        <p className="text-sm wrap-anywhere text-ink-500">{person.email}</p>
      )}
    </>
  );
}
