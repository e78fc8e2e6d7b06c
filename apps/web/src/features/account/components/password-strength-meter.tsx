import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  checkRequirements,
  passwordStrength,
  strengthLabels,
  strengthLevels,
} from '../password-strength.ts';

const levelColours: Record<(typeof strengthLevels)[number], { bar: string; text: string }> = {
  'Too weak': { bar: 'bg-danger-600', text: 'text-danger-600' },
  Weak: { bar: 'bg-coral-500', text: 'text-coral-700' },
  Medium: { bar: 'bg-amber-500', text: 'text-amber-900' },
  Strong: { bar: 'bg-sage-500', text: 'text-sage-700' },
};

/** Four bars that fill with the strength, and the verdict in words (announced politely). */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const { i18n } = useLingui();
  const strength = passwordStrength(password);
  const strengthLabel = strength && i18n._(strengthLabels[strength]);
  const filled = strength ? strengthLevels.indexOf(strength) + 1 : 0;
  return (
    <div id={id} className="flex flex-col gap-1.5">
      <div aria-hidden="true" className="grid grid-cols-4 gap-1.5">
        {strengthLevels.map((level, index) => (
          <span
            key={level}
            className={clsx(
              'h-1.5 rounded-full transition-colors',
              strength && index < filled ? levelColours[strength].bar : 'bg-ink-100',
            )}
          />
        ))}
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-ink-700">
        {strength && (
          <Trans>
            Password strength:{' '}
            <strong className={levelColours[strength].text}>{strengthLabel}</strong>
          </Trans>
        )}
      </p>
    </div>
  );
}

/** The requirements, each ticked as soon as the new password meets it. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const { i18n } = useLingui();
  return (
    <div className="rounded-xl bg-cream-100 p-4">
      <p id={id} className="text-sm font-bold text-ink-900">
        <Trans>Your new password needs</Trans>
      </p>
      <ul aria-labelledby={id} className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
        {checkRequirements(password).map(({ label, met }) => (
          <li
            key={label.id}
            className={clsx('flex items-center gap-2', met ? 'text-sage-700' : 'text-ink-700')}
          >
            <span
              aria-hidden="true"
              className={clsx(
                'grid size-5 shrink-0 place-items-center rounded-full',
                met ? 'bg-sage-500 text-white' : 'bg-ink-100 text-ink-500',
              )}
            >
              {met ? <Check className="size-3.5" /> : <X className="size-3" />}
            </span>
            <span className={clsx(met && 'font-semibold')}>{i18n._(label)}</span>
            <span className="sr-only">
              {met ? <Trans>(done)</Trans> : <Trans>(not yet)</Trans>}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
