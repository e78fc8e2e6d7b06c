import { Heart, RotateCcw, Truck } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const perks = [
  { icon: Truck, text: msg`Free shipping across India` },
  { icon: Heart, text: msg`A wishlist that follows you on every device` },
  { icon: RotateCcw, text: msg`Easy returns within 7 days` },
];

/** The friendly side panel next to the login forms (hidden on small screens to keep forms first). */
export function AuthWelcome({ brandName }: { brandName: string }) {
  const { i18n } = useLingui();
  return (
    <aside className="relative isolate hidden overflow-hidden rounded-3xl bg-coral-100 p-10 lg:flex lg:flex-col lg:justify-between">
      <div
        aria-hidden="true"
        className="absolute -right-20 -bottom-24 -z-10 size-80 rounded-full bg-coral-200"
      />
      <div
        aria-hidden="true"
        className="absolute -top-12 -right-12 -z-10 size-44 rounded-full bg-sage-200/70"
      />
      <div>
        <p className="font-display text-lg font-semibold text-coral-800">{brandName}</p>
        <p className="mt-6 font-display text-4xl leading-tight font-semibold text-ink-900">
          <Trans>
            Little clothes,
            <br />
            big hugs.
          </Trans>
        </p>
        <p className="mt-4 max-w-sm text-ink-700">
          <Trans>
            Your account keeps your cart, wishlist, addresses and orders together, so shopping for
            your little one takes minutes.
          </Trans>
        </p>
      </div>
      <ul className="mt-10 flex flex-col gap-3">
        {perks.map(({ icon: Icon, text }) => (
          <li key={text.id} className="flex items-center gap-3 font-semibold text-ink-900">
            <span className="grid size-10 place-items-center rounded-full bg-white text-coral-700 shadow-soft">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            {i18n._(text)}
          </li>
        ))}
      </ul>
    </aside>
  );
}
