import { zodResolver } from '@hookform/resolvers/zod';
import type { RegisterBody } from '@shop/contracts/accounts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRegister } from '../api/register.ts';
import { authToastDuration } from '../auth-toast.ts';
import {
  registerFormSchema,
  type RegisterFormOutput,
  type RegisterFormValues,
} from '../auth-form-schemas.ts';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors.ts';
import { bindFields } from '../../../lib/bind-fields.ts';

const fields = ['username', 'email', 'password', 'firstName', 'lastName', 'mobile'] as const;

/** Only what the shopper filled in; no made-up dob or name copies (unlike the old client). */
function toRegisterBody({
  confirmPassword: _confirm,
  ...values
}: RegisterFormOutput): RegisterBody {
  const body: RegisterBody = {
    username: values.username,
    email: values.email,
    password: values.password,
  };
  if (values.firstName) body.firstName = values.firstName;
  if (values.lastName) body.lastName = values.lastName;
  if (values.mobile) body.mobile = values.mobile;
  if (values.marketingConsent) body.marketingConsent = true;
  return body;
}

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useLingui();
  const registration = useRegister();
  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      username: '',
      email: '',
      firstName: '',
      lastName: '',
      mobile: '',
      password: '',
      confirmPassword: '',
      // Never ticked in advance: consent to marketing mail is asked, not assumed (DPDP Act).
      marketingConsent: false,
    },
  });
  const { handleSubmit, setError, register } = form;
  const consentId = useId();
  const field = bindFields(form);

  const onSubmit = handleSubmit((values) => {
    registration.mutate(toRegisterBody(values), {
      onSuccess: () => {
        toast.success(t`Registration successful! Please login.`, { duration: authToastDuration });
        onRegistered(values.email);
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, fields);
        toast.error(errorMessage(error, t`Registration failed`), { duration: authToastDuration });
      },
    });
  });

  return (
    // POST: a form sent before the app has taken over the server's HTML (or without JavaScript)
    // must not put the password into the address, the history and the server's log.
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t`First name`}
          optional
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextField
          label={t`Last name`}
          optional
          autoComplete="family-name"
          {...field('lastName')}
        />
      </div>
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
        autoComplete="email"
        spellCheck={false}
        {...field('email')}
      />
      <TextField
        label={t`Mobile number`}
        optional
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t`For delivery updates, e.g. 98765 43210.`}
        {...field('mobile')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        hint={t`At least 8 characters.`}
        {...field('password')}
      />
      <PasswordField
        label={t`Confirm password`}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <div className="flex items-start gap-3">
        <input
          id={consentId}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-coral-600"
          {...register('marketingConsent')}
        />
        <label htmlFor={consentId} className="cursor-pointer text-sm text-ink-700">
          <Trans>Mail me offers and reminders about my cart. I can stop them any time.</Trans>
        </label>
      </div>
      <Button
        type="submit"
        size="lg"
        busy={registration.isPending}
        busyLabel={t`Creating account…`}
      >
        <Trans>Create account</Trans>
      </Button>
    </form>
  );
}
