import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod, PaymentStatus } from '@shop/contracts/payments';

/*
 * The contracts' payment labels (paymentMethodLabels, paymentStatusLabels) as the storefront
 * shows them, in the page's language: `i18n._(paymentStatusNames[status])`. The admin area keeps
 * the contracts' English ones.
 */

export const paymentMethodNames: Record<PaymentMethod, MessageDescriptor> = {
  COD: msg`Cash on Delivery`,
  UPI: msg`UPI`,
};

export const paymentStatusNames: Record<PaymentStatus, MessageDescriptor> = {
  PENDING: msg`Pay on delivery`,
  AWAITING_PAYMENT: msg`Awaiting payment`,
  VERIFYING: msg`Being verified`,
  PAID: msg`Paid`,
  FAILED: msg`Failed`,
};
