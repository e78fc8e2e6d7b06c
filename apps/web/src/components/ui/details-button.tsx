import { Eye } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

/** A table row's "Details" button; `label` names the row for screen readers. */
export function DetailsButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-bold text-coral-700 transition-colors hover:bg-coral-50"
    >
      <Eye aria-hidden="true" className="size-4" />
      <Trans>Details</Trans>
    </button>
  );
}
