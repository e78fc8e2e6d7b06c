import type { I18n } from '@lingui/core';

const rulesByLocale = new Map<string, Intl.PluralRules>();

/**
 * Which of the page's language's plural forms a count takes ('one' or 'other' in English and
 * Hindi), for a Lingui `select`:
 *
 *   const form = pluralForm(i18n, count);
 *   t`${select(form, { one: `${reviews} review`, other: `${reviews} reviews` })}`
 *
 * Texts drawn with a page's first screen use this instead of Lingui's `plural`, which writes its
 * `#` with an Intl.NumberFormat: the first one a page builds costs 12-18 ms on our test host and
 * about eight times that on a budget phone, in one piece of the page's hydration. The plural
 * rules alone cost a fraction of a millisecond. docs/TRANSLATING.md says when to use which.
 */
export function pluralForm(i18n: I18n, count: number): Intl.LDMLPluralRule {
  let rules = rulesByLocale.get(i18n.locale);
  if (!rules) {
    rules = new Intl.PluralRules(i18n.locale);
    rulesByLocale.set(i18n.locale, rules);
  }
  return rules.select(count);
}
