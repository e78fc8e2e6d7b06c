import type { MessageDescriptor } from '@lingui/core';
import type { User } from '@shop/contracts/accounts';
import { formatIndianMobile } from '@shop/contracts/india';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isValid, parseISO } from 'date-fns';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMe } from '../api/me.ts';
import {
  formatDateOfBirth,
  formatMonth,
  fullName,
  initials,
  userTypeLabels,
} from '../profile-display.ts';
import { MailConsentSetting } from './mail-consent-setting.tsx';
import { ProfileForm } from './profile-form.tsx';

function ProfileHeader({ user }: { user: User }) {
  const { i18n } = useLingui();
  const joined = parseISO(user.createdAt);
  const joinedMonth = isValid(joined) ? formatMonth(joined, i18n.locale) : null;
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-gradient-to-br from-coral-50 to-cream-200 p-5 text-center sm:flex-row sm:p-6 sm:text-left">
      <span
        aria-hidden="true"
        className="grid size-20 shrink-0 place-items-center rounded-full bg-coral-600 font-display text-3xl font-semibold text-white shadow-soft"
      >
        {initials(user)}
      </span>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          <h2 className="text-2xl font-semibold break-words text-ink-900">{fullName(user)}</h2>
          <span className="rounded-full bg-sage-100 px-2.5 py-1 text-xs font-bold text-sage-700">
            {i18n._(userTypeLabels[user.userType])}
          </span>
        </div>
        <p className="mt-1 break-all text-ink-700">{user.email}</p>
        {joinedMonth && (
          <p className="mt-1 text-sm text-ink-500">
            <Trans>Member since {joinedMonth}</Trans>
          </p>
        )}
      </div>
    </div>
  );
}

function ProfileDetails({ user }: { user: User }) {
  const { i18n } = useLingui();
  const rows: [MessageDescriptor, string | null][] = [
    [msg`First name`, user.firstName || null],
    [msg`Last name`, user.lastName || null],
    [msg`Username`, user.username],
    [msg`Email`, user.email],
    [msg`Mobile number`, user.mobile && formatIndianMobile(user.mobile)],
    [msg`Date of birth`, formatDateOfBirth(user.dob, i18n.locale)],
  ];
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label.id} className="border-b border-ink-900/10 pb-3">
          <dt className="text-sm font-bold text-ink-500">{i18n._(label)}</dt>
          <dd className={value ? 'mt-1 break-words text-ink-900' : 'mt-1 text-ink-500 italic'}>
            {value ?? <Trans>Not added yet</Trans>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">
        <Trans>Loading your profile…</Trans>
      </span>
      <div aria-hidden="true" className="flex flex-col gap-8">
        <div className="h-40 animate-pulse rounded-2xl bg-cream-200 sm:h-32" />
        <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="flex flex-col gap-2 pb-3">
              <span className="h-4 w-24 animate-pulse rounded-full bg-cream-200" />
              <span className="h-5 w-40 animate-pulse rounded-full bg-cream-200" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** My account > Account: the profile, shown read-only or as a form (spec: view or edit mode). */
export function ProfileOverview() {
  const me = useMe();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back in view mode, focus returns to the button that opened the form.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (me.isPending) return <ProfileSkeleton />;
  if (me.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-danger-50 p-5 text-ink-900">
        <p className="font-semibold">
          <Trans>We couldn’t load your profile.</Trans>
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void me.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }

  const user = me.data;
  return (
    <div className="flex flex-col gap-8">
      <ProfileHeader user={user} />
      <section aria-labelledby="profile-details-heading">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h2 id="profile-details-heading" className="text-xl font-semibold text-ink-900">
            {editing ? <Trans>Edit your details</Trans> : <Trans>Personal details</Trans>}
          </h2>
          {!editing && (
            <Button ref={editButton} variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              <Trans>Edit Profile</Trans>
            </Button>
          )}
        </div>
        {editing ? (
          <ProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <ProfileDetails user={user} />
        )}
      </section>
      <MailConsentSetting user={user} />
    </div>
  );
}
