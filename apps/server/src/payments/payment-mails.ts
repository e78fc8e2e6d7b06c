import type { Language } from '@shop/contracts/languages';
import type { Order } from '@shop/contracts/orders';
import { translate } from '../i18n/translations.ts';
import type { MailMessage } from '../mail/mailer.ts';
import {
  orderUpdateMail,
  para,
  rupees,
  translatePara,
  type MailingShop,
  type Paragraph,
} from '../mail/mail-layout.ts';

/**
 * The mails about a UPI order's payment: received (the shop found it in its bank account),
 * failed (the shop found none, so the order is cancelled) and expired (no reference came in
 * time, so the server cancelled it), in the customer's language. Each is a few paragraphs, the
 * items and a link to the customer's orders, as text and HTML, as the order's other mails are.
 */

/** "₹1,299.00 for order LS-…", with the reference when there is one. */
function paymentPhrase(order: Order, language: Language): Paragraph {
  const values = { amount: rupees.format(order.orderTotal), orderNumber: order.orderNumber };
  const bold = ['amount', 'orderNumber'];
  return order.payment.utr
    ? translatePara(
        language,
        '{amount} for order {orderNumber} (UPI reference {utr})',
        { ...values, utr: order.payment.utr },
        bold,
      )
    : translatePara(language, '{amount} for order {orderNumber}', values, bold);
}

/** Whoever paid and is not sure what happened should write with the reference, not a picture. */
const ifYouPaid = (language: Language) =>
  para(
    translate(
      language,
      'If money left your account for this order, please contact us with the 12-digit UPI reference (UTR) your UPI app shows, and we will check it with our bank and refund you. A screenshot alone cannot prove a payment.',
    ),
  );

const backInStock = (language: Language) =>
  para(
    translate(
      language,
      'The items below are back in our stock, should you like to order them again.',
    ),
  );

/** The shop found the payment on its bank account: the order will be packed and sent. */
export function paymentReceivedMail(
  order: Order,
  shop: MailingShop,
  language: Language,
): MailMessage {
  const payment = paymentPhrase(order, language);
  return orderUpdateMail(order, shop, language, {
    subject: translate(language, 'Payment received for your {shop} order {orderNumber}', {
      shop: shop.name,
      orderNumber: order.orderNumber,
    }),
    heading: translate(language, 'Payment received: thank you!'),
    paragraphs: [
      translatePara(language, 'We have received your UPI payment of {payment}.', { payment }),
      para(
        translate(
          language,
          'We are packing your order now and will mail you when it is on its way.',
        ),
      ),
    ],
    linkText: translate(language, 'Follow your orders'),
  });
}

/** The shop found no such payment: the order is cancelled and its stock is back. */
export function paymentFailedMail(
  order: Order,
  shop: MailingShop,
  language: Language,
): MailMessage {
  const payment = paymentPhrase(order, language);
  return orderUpdateMail(order, shop, language, {
    subject: translate(
      language,
      'Your {shop} order {orderNumber} has been cancelled: payment not received',
      { shop: shop.name, orderNumber: order.orderNumber },
    ),
    heading: translate(language, 'We could not find your payment'),
    paragraphs: [
      translatePara(
        language,
        'We could not find your UPI payment of {payment} in our bank account, so the order has been cancelled.',
        { payment },
      ),
      ifYouPaid(language),
      backInStock(language),
    ],
    linkText: translate(language, 'Your orders'),
  });
}

/** No payment reference came before the order's payment time ran out: the server cancelled it. */
export function orderExpiredMail(order: Order, shop: MailingShop, language: Language): MailMessage {
  return orderUpdateMail(order, shop, language, {
    subject: translate(
      language,
      'Your {shop} order {orderNumber} has been cancelled: the time to pay ran out',
      { shop: shop.name, orderNumber: order.orderNumber },
    ),
    heading: translate(language, 'Your order has expired'),
    paragraphs: [
      translatePara(
        language,
        'We did not receive the UPI payment of {amount} for order {orderNumber} in time, so the order has been cancelled and nothing is due.',
        { amount: rupees.format(order.orderTotal), orderNumber: order.orderNumber },
        ['amount', 'orderNumber'],
      ),
      ifYouPaid(language),
      backInStock(language),
    ],
    linkText: translate(language, 'Your orders'),
  });
}
