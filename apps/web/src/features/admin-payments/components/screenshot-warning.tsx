import { SCREENSHOT_IS_NOT_PROOF } from '@shop/contracts/payments';
import { ShieldAlert } from 'lucide-react';

/** The rule every payment screen repeats: only the bank's own record proves a payment. */
export function ScreenshotWarning({ className }: { className?: string }) {
  return (
    <p
      className={`flex items-start gap-2 rounded-xl bg-amber-100 px-3 py-2.5 text-sm font-semibold text-amber-900 ${className ?? ''}`}
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{SCREENSHOT_IS_NOT_PROOF}</span>
    </p>
  );
}
