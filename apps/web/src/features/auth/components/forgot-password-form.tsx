import { zodResolver } from '@hookform/resolvers/zod';
import type { RequestOtpBody } from '@shop/contracts/accounts';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRequestOtp } from '../api/request-otp.ts';
import { authToastDuration } from '../auth-toast.ts';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '../auth-form-schemas.ts';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors.ts';
import { bindFields } from '../../../lib/bind-fields.ts';

type ForgotPasswordFormProps = {
  defaultEmail: string;
  onCodeSent: (email: string) => void;
};

export function ForgotPasswordForm({ defaultEmail, onCodeSent }: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const requestOtp = useRequestOtp();
  const form = useForm<ForgotPasswordFormValues, unknown, RequestOtpBody>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: defaultEmail },
  });
  const { handleSubmit, setError } = form;
  const field = bindFields(form);

  const onSubmit = handleSubmit((values) => {
    requestOtp.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message, { duration: authToastDuration });
        onCodeSent(values.email);
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, ['email']);
        toast.error(errorMessage(error, t`Failed to send OTP`), { duration: authToastDuration });
      },
    });
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        spellCheck={false}
        {...field('email')}
      />
      <Button type="submit" size="lg" busy={requestOtp.isPending} busyLabel={t`Sending code…`}>
        <Trans>Send code</Trans>
      </Button>
    </form>
  );
}
