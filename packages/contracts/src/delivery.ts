import { z } from 'zod';
import { rupeesSchema } from './common.ts';
import { pinCodeSchema } from './india.ts';
import { formatRupees } from './money.ts';

export const DEFAULT_DELIVERY_DAYS = 5;
export const MAX_DELIVERY_DAYS = 60;
export const MAX_DELIVERY_RULES = 1000;

const deliveryDaysSchema = z
  .number({ error: 'Delivery days must be a whole number.' })
  .int('Delivery days must be a whole number.')
  .min(1, 'Delivery takes at least 1 day.')
  .max(MAX_DELIVERY_DAYS, `Delivery days must be at most ${MAX_DELIVERY_DAYS}.`);

export const PIN_PREFIX_MESSAGE = 'A rule covers 1 to 6 digits of a PIN code, like 56 or 560001.';

/**
 * What the shop does for the PIN codes that start with `prefix`. `deliveryDays` null means the
 * shop's default. A PIN code that is not served never has cash on delivery.
 */
export const deliveryRuleSchema = z.object({
  id: z.string(),
  prefix: z.string(),
  serviceable: z.boolean(),
  codAvailable: z.boolean(),
  deliveryDays: z.number().int().nullable(),
});
export type DeliveryRule = z.infer<typeof deliveryRuleSchema>;

export const deliverySettingsSchema = z.object({
  /** The largest order total (rupees) sent cash on delivery; null = no cap. */
  codMaxOrderValue: z.number().nullable(),
  defaultDeliveryDays: z.number().int(),
  /** Sorted by prefix. */
  rules: z.array(deliveryRuleSchema),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

export const deliveryRuleBodySchema = z
  .object({
    // Ignored: rules replace the old ones as a whole; accepted so a client can send back what it got.
    id: z.string().max(100).optional(),
    prefix: z
      .string({ error: PIN_PREFIX_MESSAGE })
      .trim()
      .regex(/^[0-9]{1,6}$/, PIN_PREFIX_MESSAGE),
    serviceable: z.boolean({ error: 'Say whether these PIN codes are served.' }),
    codAvailable: z.boolean({ error: 'Say whether cash on delivery is offered.' }),
    deliveryDays: deliveryDaysSchema.nullable().optional(),
  })
  .transform(({ id: _id, ...rule }) => ({
    ...rule,
    codAvailable: rule.serviceable && rule.codAvailable,
    deliveryDays: rule.serviceable ? (rule.deliveryDays ?? null) : null,
  }));
export type DeliveryRuleBody = z.infer<typeof deliveryRuleBodySchema>;

export const deliverySettingsBodySchema = z.object({
  codMaxOrderValue: rupeesSchema
    .refine(
      (value) => value > 0,
      'The cash-on-delivery cap must be more than ₹0; leave it empty for no cap.',
    )
    .nullable(),
  defaultDeliveryDays: deliveryDaysSchema,
  rules: z
    .array(deliveryRuleBodySchema)
    .max(MAX_DELIVERY_RULES, `At most ${MAX_DELIVERY_RULES} rules.`)
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((rule, index) => {
        if (seen.has(rule.prefix)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'prefix'],
            message: `There is already a rule for ${rule.prefix}.`,
          });
        }
        seen.add(rule.prefix);
      });
    }),
});
export type DeliverySettingsBody = z.infer<typeof deliverySettingsBodySchema>;
export type DeliverySettingsBodyInput = z.input<typeof deliverySettingsBodySchema>;

export const deliverySettingsResponseSchema = z.object({ settings: deliverySettingsSchema });

/** The rule that decides for `pincode`: the one with the longest matching prefix, if any. */
export function deliveryRuleFor<Rule extends { prefix: string }>(
  rules: readonly Rule[],
  pincode: string,
): Rule | undefined {
  let best: Rule | undefined;
  for (const rule of rules) {
    if (pincode.startsWith(rule.prefix) && rule.prefix.length > (best?.prefix.length ?? 0)) {
      best = rule;
    }
  }
  return best;
}

export type DeliveryTerms = {
  serviceable: boolean;
  codAvailable: boolean;
  /** Null when the PIN code is not served. */
  deliveryDays: number | null;
};

/** What the shop offers a PIN code: with no matching rule, delivery with COD in the default days. */
export function deliveryTermsFor(
  settings: { defaultDeliveryDays: number; rules: readonly Omit<DeliveryRule, 'id'>[] },
  pincode: string,
): DeliveryTerms {
  const rule = deliveryRuleFor(settings.rules, pincode);
  if (!rule) {
    return { serviceable: true, codAvailable: true, deliveryDays: settings.defaultDeliveryDays };
  }
  if (!rule.serviceable) return { serviceable: false, codAvailable: false, deliveryDays: null };
  return {
    serviceable: true,
    codAvailable: rule.codAvailable,
    deliveryDays: rule.deliveryDays ?? settings.defaultDeliveryDays,
  };
}

export const deliveryCheckQuerySchema = z.object({ pincode: pinCodeSchema });

export const deliveryCheckSchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  codAvailable: z.boolean(),
  deliveryDays: z.number().int().nullable(),
  /** YYYY-MM-DD; null when the PIN code is not served. */
  expectedDeliveryDate: z.string().nullable(),
  /** The shop's cash-on-delivery cap in rupees (null = none), so a page can say it up front. */
  codMaxOrderValue: z.number().nullable(),
});
export type DeliveryCheck = z.infer<typeof deliveryCheckSchema>;

/** Why an order cannot go cash on delivery to `pincode` (a message with {placeholders}), or null. */
export function codRefusalMessage(
  check: Pick<DeliveryCheck, 'pincode' | 'serviceable' | 'codAvailable' | 'codMaxOrderValue'>,
  orderTotal: number,
): { message: string; values: Record<string, string> } | null {
  const { pincode } = check;
  if (!check.serviceable) {
    return {
      message: 'We do not deliver to PIN code {pincode} yet. Choose another address.',
      values: { pincode },
    };
  }
  if (!check.codAvailable) {
    return {
      message: 'Cash on delivery is not available for PIN code {pincode}. Choose another address.',
      values: { pincode },
    };
  }
  if (check.codMaxOrderValue !== null && orderTotal > check.codMaxOrderValue) {
    return {
      message:
        'Cash on delivery is limited to orders up to {amount}. Remove some items to place this order.',
      values: { amount: formatRupees(check.codMaxOrderValue, { dropWholePaise: true }) },
    };
  }
  return null;
}
