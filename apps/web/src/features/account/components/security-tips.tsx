import { ShieldCheck } from 'lucide-react';
import { use } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BrandNameContext } from '../../../lib/site.ts';

/** Advice next to the change-password form (spec: "security tips"). */
export function SecurityTips() {
  const { t } = useLingui();
  const shopName = use(BrandNameContext);
  const tips = [
    t`Use a password you don’t use on any other site, so one leak can’t open the others.`,
    t`A short phrase with a number is easier to remember than a jumble, and just as hard to guess.`,
    t`Never share your password or the codes we email you. ${shopName} will never ask for them.`,
    t`Changing your password signs you out on your other devices and browsers.`,
  ];
  return (
    <aside
      aria-labelledby="security-tips-heading"
      className="self-start rounded-2xl bg-sky-50 p-5 sm:p-6"
    >
      <h2
        id="security-tips-heading"
        className="flex items-center gap-2 text-lg font-semibold text-ink-900"
      >
        <ShieldCheck aria-hidden="true" className="size-5 text-sky-700" />
        <Trans>Security tips</Trans>
      </h2>
      <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm text-ink-700 marker:text-sky-700">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}
