import * as Tabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { emptyOtp } from '../auth-form-schemas.ts';
import { useSignedInRedirect } from '../use-signed-in-redirect.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { OtpForm } from './otp-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

/** The five panels of the login page and how they lead to each other (spec section 4). */
export type AuthMode = 'login' | 'register' | 'forgot' | 'otp' | 'reset';

const headings: Record<AuthMode, { title: MessageDescriptor; intro: MessageDescriptor | null }> = {
  login: {
    title: msg`Welcome back`,
    intro: msg`Log in to check out faster, keep a wishlist and follow your orders.`,
  },
  register: {
    title: msg`Create your account`,
    intro: msg`It takes a minute, and your cart and wishlist will follow you on every device.`,
  },
  forgot: {
    title: msg`Forgot your password?`,
    intro: msg`Enter the email you registered with and we will send you a 6-digit code.`,
  },
  otp: { title: msg`Check your email`, intro: null },
  reset: {
    title: msg`Choose a new password`,
    intro: msg`Use at least 8 characters. You will log in with it from now on.`,
  },
};

const looksLikeEmail = (text: string) => text.includes('@');

export function AuthPanels({ initialMode = 'login' }: { initialMode?: AuthMode }) {
  useSignedInRedirect();
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [otpDigits, setOtpDigits] = useState(emptyOtp);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousMode = useRef(mode);

  // When the panel changes, move focus to its heading so screen readers announce the new step
  // (the OTP panel focuses its first box itself).
  useEffect(() => {
    if (previousMode.current === mode) return;
    previousMode.current = mode;
    if (mode !== 'otp') headingRef.current?.focus();
  }, [mode]);

  const { title, intro } = headings[mode];
  const showTabs = mode === 'login' || mode === 'register';

  return (
    <div className="w-full">
      {!showTabs && (
        <Button variant="ghost" size="sm" className="-ml-3 mb-4" onClick={() => setMode('login')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to log in</Trans>
        </Button>
      )}
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-semibold text-ink-900 focus:outline-none sm:text-4xl"
      >
        {i18n._(title)}
      </h1>
      <p className="mt-2 text-ink-700">
        {mode === 'otp' ? (
          <Trans>
            Enter the 6-digit code we sent to <strong className="text-ink-900">{email}</strong>. It
            stays valid for 10 minutes.
          </Trans>
        ) : (
          intro && i18n._(intro)
        )}
      </p>

      <div className="mt-7">
        {showTabs ? (
          <Tabs.Root value={mode} onValueChange={(value) => setMode(value as AuthMode)}>
            <Tabs.List
              aria-label={t`Log in or create an account`}
              className="mb-7 grid grid-cols-2 rounded-full bg-cream-200 p-1"
            >
              {(['login', 'register'] as const).map((tab) => (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  className={clsx(
                    'h-10 cursor-pointer rounded-full text-sm font-bold text-ink-700 transition-colors',
                    'data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-soft',
                  )}
                >
                  {tab === 'login' ? t`Log in` : t`Create account`}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="login" className="focus-visible:outline-none">
              <LoginForm
                defaultIdentifier={identifier}
                onForgotPassword={(typed) => {
                  if (looksLikeEmail(typed)) setEmail(typed.trim());
                  setMode('forgot');
                }}
              />
            </Tabs.Content>
            <Tabs.Content value="register" className="focus-visible:outline-none">
              <RegisterForm
                onRegistered={(registeredEmail) => {
                  setIdentifier(registeredEmail);
                  setMode('login');
                }}
              />
            </Tabs.Content>
          </Tabs.Root>
        ) : null}

        {mode === 'forgot' && (
          <ForgotPasswordForm
            defaultEmail={email}
            onCodeSent={(sentTo) => {
              setEmail(sentTo);
              setOtpDigits(emptyOtp());
              setMode('otp');
            }}
          />
        )}
        {mode === 'otp' && (
          <OtpForm
            email={email}
            digits={otpDigits}
            onDigitsChange={setOtpDigits}
            onContinue={() => setMode('reset')}
            onChangeEmail={() => setMode('forgot')}
          />
        )}
        {mode === 'reset' && (
          <ResetPasswordForm
            email={email}
            otp={otpDigits.join('')}
            onPasswordReset={() => {
              setIdentifier(email);
              setOtpDigits(emptyOtp());
              setMode('login');
            }}
            onEditCode={() => setMode('otp')}
          />
        )}
      </div>
    </div>
  );
}
