import {
  DEFAULT_DELIVERY_DAYS,
  type DeliverySettings,
  type DeliverySettingsBodyInput,
} from '@shop/contracts/delivery';

export type DeliverySettingsFormValues = DeliverySettingsBodyInput;
type DeliveryRuleFormValues = DeliverySettingsFormValues['rules'][number];

/** The form's values for saved settings (rule ids stay out: saving replaces every rule). */
export function formValuesFrom(settings: DeliverySettings): DeliverySettingsFormValues {
  return {
    codMaxOrderValue: settings.codMaxOrderValue,
    defaultDeliveryDays: settings.defaultDeliveryDays,
    rules: settings.rules.map(({ prefix, serviceable, codAvailable, deliveryDays }) => ({
      prefix,
      serviceable,
      codAvailable,
      deliveryDays,
    })),
  };
}

export const newRule: DeliveryRuleFormValues = {
  prefix: '',
  serviceable: true,
  codAvailable: true,
  deliveryDays: null,
};

/** What a number box holds: null when empty, so "no cap" and "the default days" are sent as null. */
export function numberOrNull(text: unknown): number | null {
  if (typeof text !== 'string') return typeof text === 'number' ? text : null;
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? null : Number(trimmed);
}

const wholeDays = (days: unknown): days is number =>
  typeof days === 'number' && Number.isInteger(days) && days >= 1;

/**
 * The settings as the form stands, unsaved and half-typed, for the tester: rules whose prefix is
 * not yet digits are left out, and days not yet a whole number count as the default.
 */
export function settingsBeingEdited(values: Partial<DeliverySettingsFormValues>) {
  const defaultDeliveryDays = wholeDays(values.defaultDeliveryDays)
    ? values.defaultDeliveryDays
    : DEFAULT_DELIVERY_DAYS;
  const rules = (values.rules ?? [])
    .map((rule, index) => ({
      index,
      prefix: (rule.prefix ?? '').trim(),
      serviceable: rule.serviceable,
      codAvailable: rule.serviceable && rule.codAvailable,
      deliveryDays: rule.serviceable && wholeDays(rule.deliveryDays) ? rule.deliveryDays : null,
    }))
    .filter((rule) => /^[0-9]{1,6}$/.test(rule.prefix));
  return { defaultDeliveryDays, rules };
}

/**
 * The rules with cash on delivery turned off for `prefix`: its own rule loses COD (served or not
 * as it was), or a new rule is added for it. Anything but 1 to 6 digits changes nothing.
 */
export function rulesWithCodOff(
  rules: DeliverySettingsFormValues['rules'],
  prefix: string,
): DeliverySettingsFormValues['rules'] {
  if (!/^[0-9]{1,6}$/.test(prefix)) return rules;
  if (rules.some((rule) => rule.prefix === prefix)) {
    return rules.map((rule) => (rule.prefix === prefix ? { ...rule, codAvailable: false } : rule));
  }
  return [...rules, { ...newRule, prefix, codAvailable: false }];
}
