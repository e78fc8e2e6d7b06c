import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { authToastDuration } from '../auth-toast.ts';
import { loginFormSchema, type LoginFormValues } from '../auth-form-schemas.ts';
import { postLoginPath } from '../post-login-path.ts';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors.ts';
import { bindFields } from '../../../lib/bind-fields.ts';

type LoginFormProps = {
  defaultIdentifier?: string;
  onForgotPassword: (identifier: string) => void;
};

export function LoginForm({ defaultIdentifier = '', onForgotPassword }: LoginFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifier: defaultIdentifier, password: '' },
  });
  const { handleSubmit, setError, getValues } = form;
  const field = bindFields(form);

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: ({ user }) => {
        toast.success(t`Login successful!`, { duration: authToastDuration });
        navigate(postLoginPath(user), { replace: true });
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, ['identifier', 'password']);
        toast.error(errorMessage(error, t`Login failed`), { duration: authToastDuration });
      },
    });
  });

  return (
    // POST: a form sent before the app has taken over the server's HTML (or without JavaScript)
    // must not put the password into the address, the history and the server's log.
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t`Email or username`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field('identifier')}
      />
      <div className="flex flex-col gap-2">
        <PasswordField label={t`Password`} autoComplete="current-password" {...field('password')} />
        <Button
          variant="link"
          className="self-end text-sm"
          onClick={() => onForgotPassword(getValues('identifier'))}
        >
          <Trans>Forgot password?</Trans>
        </Button>
      </div>
      <Button type="submit" size="lg" busy={login.isPending} busyLabel={t`Logging in…`}>
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
