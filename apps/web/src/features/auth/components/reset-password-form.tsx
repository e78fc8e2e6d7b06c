import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { authToastDuration } from '../auth-toast.ts';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '../auth-form-schemas.ts';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors.ts';
import { bindFields } from '../../../lib/bind-fields.ts';

type ResetPasswordFormProps = {
  email: string;
  otp: string;
  onPasswordReset: () => void;
  onEditCode: () => void;
};

export function ResetPasswordForm({
  email,
  otp,
  onPasswordReset,
  onEditCode,
}: ResetPasswordFormProps) {
  const { t } = useLingui();
  const reset = useResetPassword();
  // A 400 that is not about the new password means the code was wrong or expired.
  const [codeRejected, setCodeRejected] = useState(false);
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { handleSubmit, setError } = form;
  const field = bindFields(form);

  const onSubmit = handleSubmit(({ newPassword }) => {
    setCodeRejected(false);
    reset.mutate(
      { email, otp, newPassword },
      {
        onSuccess: ({ message }) => {
          toast.success(message, { duration: authToastDuration });
          onPasswordReset();
        },
        onError: (error) => {
          const unmatched = applyServerFieldErrors(error, setError, ['newPassword']);
          const passwordProblem =
            error instanceof ApiError && error.details.length > unmatched.length;
          if (error instanceof ApiError && error.status === 400 && !passwordProblem) {
            setCodeRejected(true);
          }
          toast.error(errorMessage(error, t`Failed to reset password`), {
            duration: authToastDuration,
          });
        },
      },
    );
  });

  return (
    // POST: a form sent before the app has taken over the server's HTML (or without JavaScript)
    // must not put the password into the address, the history and the server's log.
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {codeRejected && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-xl border-2 border-danger-600/30 bg-danger-50 p-4 text-sm text-ink-900"
        >
          <p className="font-semibold">
            <Trans>That code didn’t work. It may be mistyped or expired.</Trans>
          </p>
          <Button variant="outline" size="sm" className="self-start" onClick={onEditCode}>
            <Trans>Re-enter the code</Trans>
          </Button>
        </div>
      )}
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        hint={t`At least 8 characters.`}
        {...field('newPassword')}
      />
      <PasswordField
        label={t`Confirm new password`}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" size="lg" busy={reset.isPending} busyLabel={t`Saving…`}>
        <Trans>Reset password</Trans>
      </Button>
      <Button variant="link" className="self-center text-sm" onClick={onEditCode}>
        <Trans>Change the code</Trans>
      </Button>
    </form>
  );
}
