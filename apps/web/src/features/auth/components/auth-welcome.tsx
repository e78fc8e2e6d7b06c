import { Heart, RotateCcw, Truck } from 'lucide-react';

const perks = [
  { icon: Truck, text: 'Free shipping across India' },
  { icon: Heart, text: 'A wishlist that follows you on every device' },
  { icon: RotateCcw, text: 'Easy returns within 7 days' },
];

/** The friendly side panel next to the login forms (hidden on small screens to keep forms first). */
export function AuthWelcome({ brandName }: { brandName: string }) {
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
          Little clothes,
          <br />
          big hugs.
        </p>
        <p className="mt-4 max-w-sm text-ink-700">
          Your account keeps your cart, wishlist, addresses and orders together, so shopping for
          your little one takes minutes.
        </p>
      </div>
      <ul className="mt-10 flex flex-col gap-3">
        {perks.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 font-semibold text-ink-900">
            <span className="grid size-10 place-items-center rounded-full bg-white text-coral-700 shadow-soft">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </aside>
  );
}
