import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, Headphones, RotateCcw, Truck, type LucideIcon } from 'lucide-react';

/** The four promises of the home page (spec section 1). */
const benefits: {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
  tint: string;
}[] = [
  {
    icon: Truck,
    title: msg`Free shipping`,
    text: msg`On every order, to every pin code we deliver to.`,
    tint: 'bg-coral-100 text-coral-700',
  },
  {
    icon: CreditCard,
    title: msg`Secure payments`,
    text: msg`Pay your way with multi-card secure payments or cash on delivery.`,
    tint: 'bg-sky-100 text-sky-700',
  },
  {
    icon: RotateCcw,
    title: msg`Easy returns`,
    text: msg`Not the right fit? Return it within 7 days.`,
    tint: 'bg-sage-100 text-sage-700',
  },
  {
    icon: Headphones,
    title: msg`Premium support`,
    text: msg`Real people who know our clothes, ready to help.`,
    tint: 'bg-cream-200 text-coral-800',
  },
];

export function BenefitList() {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="benefits-title"
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
    >
      <h2 id="benefits-title" className="sr-only">
        <Trans>Why parents shop with us</Trans>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ icon: Icon, title, text, tint }) => (
          <li key={title.id} className="flex gap-4 rounded-2xl bg-white p-5 shadow-soft">
            <span className={`grid size-12 shrink-0 place-items-center rounded-full ${tint}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">{i18n._(title)}</h3>
              <p className="mt-1 text-sm text-ink-700">{i18n._(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
