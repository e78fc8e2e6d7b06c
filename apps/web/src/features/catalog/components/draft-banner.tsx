import { EyeOff } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

/** Tells an admin previewing a draft that shoppers cannot open this page yet. */
export function DraftBanner() {
  return (
    <p
      role="status"
      className="mb-6 flex items-center gap-2 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
    >
      <EyeOff aria-hidden="true" className="size-4 shrink-0" />
      <Trans>Draft: only admins see this page</Trans>
    </p>
  );
}
