import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { CircleCheck, CircleX } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { contractMessage } from '../../../lib/contract-message.ts';
import { useChangePassword } from '../api/change-password.ts';
import {
  changePasswordFormSchema,
  newPasswordsDoNotMatch,
  type ChangePasswordFormValues,
} from '../account-form-schemas.ts';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors.ts';
import { bindFields } from '../../../lib/bind-fields.ts';
import { PasswordChecklist, PasswordStrengthMeter } from './password-strength-meter.tsx';

const emptyValues: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Live "Passwords match" / "Passwords do not match" under the confirmation box. */
function MatchMessage({ id, newPassword, confirmPassword }: Record<string, string>) {
  const matches = newPassword === confirmPassword;
  return (
    <p id={id} aria-live="polite" className="min-h-5 text-sm font-semibold">
      {confirmPassword && (
        <span
          className={clsx(
            'inline-flex items-center gap-1.5',
            matches ? 'text-sage-700' : 'text-danger-600',
          )}
        >
          {matches ? (
            <CircleCheck aria-hidden="true" className="size-4" />
          ) : (
            <CircleX aria-hidden="true" className="size-4" />
          )}
          {matches ? <Trans>Passwords match</Trans> : <Trans>Passwords do not match</Trans>}
        </span>
      )}
    </p>
  );
}

export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const change = useChangePassword();
  const ids = useId();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyValues,
  });
  const { handleSubmit, setError, reset, control } = form;
  const field = bindFields(form);
  const [newPassword = '', confirmPassword = ''] = useWatch({
    control,
    name: ['newPassword', 'confirmPassword'],
  });
  const mismatch = newPassword !== confirmPassword;

  const onSubmit = handleSubmit(
    ({ currentPassword, newPassword: password }) => {
      change.mutate(
        { currentPassword, newPassword: password },
        {
          onSuccess: ({ message }) => {
            toast.success(message || t`Password changed successfully`);
            reset(emptyValues);
          },
          onError: (error) => {
            applyServerFieldErrors(error, setError, ['currentPassword', 'newPassword']);
            toast.error(errorMessage(error, t`Failed to change password`));
          },
        },
      );
    },
    (invalid) => {
      if (invalid.confirmPassword?.message === newPasswordsDoNotMatch) {
        toast.error(contractMessage(i18n, newPasswordsDoNotMatch));
      }
    },
  );

  const strengthId = `${ids}-strength`;
  const checklistId = `${ids}-checklist`;
  const matchId = `${ids}-match`;

  return (
    // POST: a form sent before the app has taken over the server's HTML (or without JavaScript)
    // must not put the password into the address, the history and the server's log.
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <PasswordField
        label={t`Current password`}
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <div className="flex flex-col gap-2">
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          id={`${ids}-new`}
          describedBy={[strengthId, checklistId]}
          {...field('newPassword')}
        />
        <PasswordStrengthMeter password={newPassword} id={strengthId} />
      </div>
      <PasswordChecklist password={newPassword} id={checklistId} />
      <div className="flex flex-col gap-1.5">
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          id={`${ids}-confirm`}
          describedBy={[matchId]}
          {...field('confirmPassword')}
        />
        <MatchMessage id={matchId} newPassword={newPassword} confirmPassword={confirmPassword} />
      </div>
      <Button
        type="submit"
        size="lg"
        className="sm:self-start"
        disabled={mismatch}
        busy={change.isPending}
        busyLabel={t`Changing Password...`}
      >
        <Trans>Change Password</Trans>
      </Button>
    </form>
  );
}
