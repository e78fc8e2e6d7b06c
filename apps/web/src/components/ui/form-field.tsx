import * as Label from '@radix-ui/react-label';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { contractMessage } from '../../lib/contract-message.ts';

type FormFieldProps = {
  /** The id of the control this field labels. */
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  children: ReactNode;
};

/**
 * Ids of the texts a control should point to with aria-describedby: its hint, its error, then
 * any others the form shows beside it (a strength meter, a checklist...).
 */
export function fieldDescriptionIds(
  id: string,
  { hint, error }: { hint?: unknown; error?: unknown },
  others: readonly string[] = [],
) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, ...others].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, control, hint and error of one form field, laid out the same everywhere. */
export function FormField({ id, label, error, hint, optional, children }: FormFieldProps) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-1.5">
      <Label.Root htmlFor={id} className="text-sm font-bold text-ink-900">
        {label}
        {optional && (
          <span className="ml-1 font-semibold text-ink-500">
            <Trans>(optional)</Trans>
          </span>
        )}
      </Label.Root>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger-600">
          {contractMessage(i18n, error)}
        </p>
      )}
    </div>
  );
}
