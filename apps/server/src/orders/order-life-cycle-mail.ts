import type { Language } from '@shop/contracts/languages';
import type { Order } from '@shop/contracts/orders';
import { translate } from '../i18n/translations.ts';
import type { MailMessage } from '../mail/mailer.ts';
import {
  orderUpdateMail,
  para,
  rupees,
  strong,
  translatePara,
  type MailingShop,
  type Paragraph,
} from '../mail/mail-layout.ts';
import { formatCalendarDate, formatIndianDateTime } from './order-mail-dates.ts';

/**
 * The mails that follow an order after its confirmation: shipped, delivered and cancelled, in
 * the customer's language. Each is a few paragraphs, the items and a link to the customer's
 * orders, as text and HTML. An order an exchange created reads as "your replacement order",
 * naming the request.
 */

/** "order LS-…", or "replacement order LS-… (for your exchange RT-…)". */
function orderPhrase(order: Order, language: Language): Paragraph {
  if (!order.replacementFor) {
    return translatePara(language, 'order {orderNumber}', { orderNumber: order.orderNumber }, [
      'orderNumber',
    ]);
  }
  return translatePara(
    language,
    'replacement order {orderNumber} (for your exchange {requestNumber})',
    { orderNumber: order.orderNumber, requestNumber: order.replacementFor.requestNumber },
    ['orderNumber'],
  );
}

const subjectOrder = (order: Order, language: Language) =>
  order.replacementFor
    ? translate(language, 'replacement order {orderNumber}', { orderNumber: order.orderNumber })
    : translate(language, 'order {orderNumber}', { orderNumber: order.orderNumber });

/** What the customer pays at the door: nothing for a replacement (total 0) or a UPI order. */
function paymentParagraph(order: Order, language: Language): Paragraph {
  if (order.orderTotal === 0) {
    return para(translate(language, 'There is nothing to pay when it arrives.'));
  }
  const amount = rupees.format(order.orderTotal);
  if (order.paymentMethod === 'UPI') {
    return para(
      translate(language, 'You paid {amount} by UPI: there is nothing to pay when it arrives.', {
        amount,
      }),
    );
  }
  if (!order.coupon) {
    return translatePara(
      language,
      'Please keep {amount} ready: it is cash on delivery.',
      { amount },
      ['amount'],
    );
  }
  return translatePara(
    language,
    'Please keep {amount} ready (code {code} took {discount} off): it is cash on delivery.',
    { amount, code: order.coupon.code, discount: rupees.format(order.coupon.discount) },
    ['amount'],
  );
}

/** The order left the shop: courier and tracking number when the shop gave them. */
export function orderShippedMail(
  order: Order,
  shop: MailingShop,
  language: Language,
  today = new Date(),
): MailMessage {
  const phrase = orderPhrase(order, language);
  const paragraphs = [
    translatePara(language, 'Good news: your {order} is on its way.', { order: phrase }),
  ];
  const { courier, trackingNumber } = order.shipment ?? {};
  const carrier = [
    courier ? [translate(language, 'Courier'), courier] : undefined,
    trackingNumber ? [translate(language, 'Tracking number'), trackingNumber] : undefined,
  ].filter((line): line is [string, string] => line !== undefined);
  if (carrier.length > 0) {
    paragraphs.push({
      text: carrier.map(([label, value]) => `${label}: ${value}`).join('\n'),
      html: carrier.map(([label, value]) => `${label}: ${strong(value)}`).join('<br>'),
    });
  }
  // The date promised at checkout; once it has passed, a date in the past would only confuse.
  if (order.expectedDeliveryDate >= today.toISOString().slice(0, 10)) {
    const date = formatCalendarDate(order.expectedDeliveryDate, language);
    paragraphs.push(translatePara(language, 'Expected delivery: {date}.', { date }, ['date']));
  } else {
    paragraphs.push(para(translate(language, 'It should reach you in the next few days.')));
  }
  paragraphs.push(paymentParagraph(order, language));
  return orderUpdateMail(order, shop, language, {
    subject: translate(language, 'Your {shop} {order} is on its way', {
      shop: shop.name,
      order: subjectOrder(order, language),
    }),
    heading: translate(language, 'Your parcel is on its way'),
    paragraphs,
    linkText: translate(language, 'Follow your orders'),
  });
}

/** The order arrived: thanks, and until when a return or a size exchange may be asked for. */
export function orderDeliveredMail(
  order: Order,
  shop: MailingShop,
  language: Language,
): MailMessage {
  const phrase = orderPhrase(order, language);
  const paragraphs = [
    translatePara(
      language,
      'Your {order} has been delivered. Thank you for shopping with {shop}!',
      { order: phrase, shop: shop.name },
    ),
  ];
  if (order.invoiceNumber) {
    paragraphs.push(
      translatePara(
        language,
        'Your invoice {invoiceNumber} is ready to download from your orders.',
        { invoiceNumber: order.invoiceNumber },
        ['invoiceNumber'],
      ),
    );
  }
  if (order.returnableUntil) {
    paragraphs.push(
      translatePara(
        language,
        'Not the right size, or not quite right? You can ask for a return or a size exchange until {until}, from your orders.',
        { until: formatIndianDateTime(order.returnableUntil, language) },
        ['until'],
      ),
    );
  }
  return orderUpdateMail(order, shop, language, {
    subject: translate(language, 'Your {shop} {order} has been delivered', {
      shop: shop.name,
      order: subjectOrder(order, language),
    }),
    heading: translate(language, 'Delivered: thank you!'),
    paragraphs,
    linkText: translate(language, 'Your orders, returns and exchanges'),
  });
}

/**
 * What a cancelled order's payment becomes: a paid UPI order is refunded by UPI (to the ID the
 * customer gave, else the account it came from); an unpaid one took no money.
 */
function upiCancelledParagraph(order: Order, wasPaid: boolean, language: Language): Paragraph {
  if (!wasPaid) {
    return para(translate(language, 'Nothing is due: no UPI payment was received for it.'));
  }
  const amount = rupees.format(order.refund?.amount ?? order.orderTotal);
  const upiId = order.refund?.upiId;
  return upiId
    ? translatePara(
        language,
        'You paid by UPI: we will refund {amount} to {upiId}.',
        { amount, upiId },
        ['amount', 'upiId'],
      )
    : translatePara(
        language,
        'You paid by UPI: we will refund {amount} to the account you paid from.',
        { amount },
        ['amount'],
      );
}

/**
 * The order was cancelled, by the shop or by the customer. A cash-on-delivery order was not
 * paid unless it had been delivered; then the shop is in touch about the money.
 */
export function orderCancelledMail(
  order: Order,
  shop: MailingShop,
  how: { by: 'shop' | 'customer'; wasPaid: boolean },
  language: Language,
): MailMessage {
  const phrase = orderPhrase(order, language);
  const paragraphs = [
    how.by === 'customer'
      ? translatePara(language, 'As you asked, your {order} has been cancelled.', {
          order: phrase,
        })
      : translatePara(language, 'We are sorry: your {order} has been cancelled by {shop}.', {
          order: phrase,
          shop: shop.name,
        }),
    order.paymentMethod === 'UPI'
      ? upiCancelledParagraph(order, how.wasPaid, language)
      : how.wasPaid
        ? para(
            translate(
              language,
              'You paid {amount} in cash on delivery; we will contact you about your refund.',
              { amount: rupees.format(order.orderTotal) },
            ),
          )
        : para(
            translate(
              language,
              'Nothing is due: it was cash on delivery, so no payment was taken.',
            ),
          ),
    para(
      translate(
        language,
        'The items below are back in our stock, should you like to order them again.',
      ),
    ),
  ];
  // A parcel that came back (return to origin): what happened, without naming whose doing it was.
  if (order.returnToOriginReason) {
    paragraphs[0] = translatePara(
      language,
      'Your {order} came back to us without being delivered, so we have cancelled it.',
      { order: phrase },
    );
  }
  return orderUpdateMail(order, shop, language, {
    subject: translate(language, 'Your {shop} {order} has been cancelled', {
      shop: shop.name,
      order: subjectOrder(order, language),
    }),
    heading: translate(language, 'Your order has been cancelled'),
    paragraphs,
    linkText: translate(language, 'Your orders'),
  });
}
