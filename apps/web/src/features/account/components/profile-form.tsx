import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@shop/contracts/accounts';
import { formatIndianMobile } from '@shop/contracts/india';
import { format } from 'date-fns';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  profileFormSchema,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../account-form-schemas.ts';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors.ts';
import { bindFields } from '../../../lib/bind-fields.ts';

type ProfileFormProps = {
  user: User;
  /** Leaves edit mode, after saving or cancelling. */
  onDone: () => void;
};

const editableFields = ['firstName', 'lastName', 'username', 'mobile', 'dob'] as const;

export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      mobile: user.mobile ? formatIndianMobile(user.mobile) : '',
      dob: user.dob ?? '',
    },
  });
  const { handleSubmit, setError, setFocus } = form;
  const field = bindFields(form);

  // Entering edit mode puts the cursor in the first field.
  useEffect(() => setFocus('firstName'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: () => {
        toast.success(t`Profile updated!`);
        onDone();
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, editableFields);
        toast.error(t`Update failed!`);
      },
    });
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t`First name`} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t`Last name`} autoComplete="family-name" {...field('lastName')} />
        <TextField
          label={t`Username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={t`At least 3 characters: letters, digits, dot, dash or underscore.`}
          {...field('username')}
        />
        <TextField
          label={t`Email`}
          type="email"
          value={user.email}
          readOnly
          hint={t`Your email can’t be changed here.`}
          className="border-dashed bg-cream-100! text-ink-700"
        />
        <TextField
          label={t`Mobile number`}
          optional
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint={t`A 10-digit Indian mobile number.`}
          {...field('mobile')}
        />
        <TextField
          label={t`Date of birth`}
          optional
          type="date"
          autoComplete="bday"
          max={format(new Date(), 'yyyy-MM-dd')}
          {...field('dob')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={update.isPending} busyLabel={t`Saving…`}>
          <Trans>Save Changes</Trans>
        </Button>
      </div>
    </form>
  );
}
