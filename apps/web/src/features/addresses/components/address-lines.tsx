import type { Address } from '@shop/contracts/addresses';
import { TriangleAlert } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { addressProblem } from '../address-form-values.ts';

export function DefaultBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-extrabold text-sage-700">
      <Trans>Default</Trans>
    </span>
  );
}

/** The flag on an address saved before the shop checked addresses: what to fix, in a few words. */
export function NeedsUpdateNote({ address, id }: { address: Address; id?: string }) {
  const { i18n } = useLingui();
  return (
    <span
      id={id}
      className="mt-3 flex gap-2 rounded-xl bg-sun-300/40 px-3 py-2 text-sm text-ink-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-bold">
          <Trans>Needs an update:</Trans>{' '}
        </span>
        {addressProblem(i18n, address)}
      </span>
    </span>
  );
}
