import { builtOnFirstUse } from './built-on-first-use.ts';

/** "₹1.2L", "₹12K": rupees short enough for a chart's axis, Indian style, built on first use. */
export const compactRupees = builtOnFirstUse(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
);
