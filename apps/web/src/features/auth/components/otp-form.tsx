import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { OtpInput } from '../../../components/ui/otp-input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRequestOtp } from '../api/request-otp.ts';
import { authToastDuration } from '../auth-toast.ts';
import { isCompleteOtp } from '../auth-form-schemas.ts';

type OtpFormProps = {
  email: string;
  digits: string[];
  onDigitsChange: (digits: string[]) => void;
  /** The code is only collected here; the server checks it with the new password (spec 4). */
  onContinue: () => void;
  onChangeEmail: () => void;
};

export function OtpForm({
  email,
  digits,
  onDigitsChange,
  onContinue,
  onChangeEmail,
}: OtpFormProps) {
  const { t } = useLingui();
  const [showIncomplete, setShowIncomplete] = useState(false);
  const errorId = useId();
  const resend = useRequestOtp();
  const incomplete = showIncomplete && !isCompleteOtp(digits);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteOtp(digits)) {
      setShowIncomplete(true);
      return;
    }
    onContinue();
  }

  function handleResend() {
    resend.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          onDigitsChange(digits.map(() => ''));
          toast.success(message, { duration: authToastDuration });
        },
        onError: (error) =>
          toast.error(errorMessage(error, t`Failed to send OTP`), { duration: authToastDuration }),
      },
    );
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <OtpInput
          value={digits}
          onChange={onDigitsChange}
          label={t`Verification code`}
          autoFocus
          invalid={incomplete}
          describedBy={incomplete ? errorId : undefined}
        />
        {incomplete && (
          <p id={errorId} className="text-sm font-semibold text-danger-600">
            <Trans>Enter all 6 digits of the code.</Trans>
          </p>
        )}
      </div>
      <Button type="submit" size="lg">
        <Trans>Continue</Trans>
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
        <p className="text-ink-700">
          <Trans>Didn’t get it?</Trans>{' '}
          <Button
            variant="link"
            className="text-sm"
            onClick={handleResend}
            busy={resend.isPending}
            busyLabel={t`Sending…`}
          >
            <Trans>Resend code</Trans>
          </Button>
        </p>
        <Button variant="link" className="text-sm" onClick={onChangeEmail}>
          <Trans>Use a different email</Trans>
        </Button>
      </div>
    </form>
  );
}
