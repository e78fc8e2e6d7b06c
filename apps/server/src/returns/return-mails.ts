import { DEFAULT_RETURN_INSTRUCTIONS } from '@shop/contracts/content';
import type { Language } from '@shop/contracts/languages';
import { returnReasonLabels, type ReturnRequest } from '@shop/contracts/returns';
import { translate } from '../i18n/translations.ts';
import { inLanguage } from '../mail/mail-language.ts';
import type { MailMessage } from '../mail/mailer.ts';
import {
  escapeHtml,
  greeting,
  htmlFrame,
  htmlHeading,
  htmlLink,
  htmlList,
  itemLabel,
  ordersUrlOf,
  rupees,
  strong,
  translateHtml,
  type MailingShop,
} from '../mail/mail-layout.ts';

/** The steps that mail the customer: a request made, and each status it moves to. */
type ReturnStep = 'REQUESTED' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'RECEIVED' | 'COMPLETED';

/**
 * How the items go back: the shop's own instructions as it wrote them, or the default ones in
 * the mail's language while it has written none.
 */
const instructionsIn = (returnInstructions: string | undefined, language: Language) =>
  returnInstructions === undefined || returnInstructions === DEFAULT_RETURN_INSTRUCTIONS
    ? translate(language, DEFAULT_RETURN_INSTRUCTIONS)
    : returnInstructions;

function stepWording(
  request: ReturnRequest,
  returnInstructions: string | undefined,
  language: Language,
): { subject: string; lines: string[] } {
  const { requestNumber, orderNumber } = request;
  const ref =
    request.type === 'RETURN'
      ? translate(language, 'return request {requestNumber}', { requestNumber })
      : translate(language, 'exchange request {requestNumber}', { requestNumber });
  // Each line names the request and its order; some say more.
  const t = (message: string, values?: Record<string, string>) =>
    translate(language, message, { request: ref, orderNumber, ...values });
  switch (request.status as ReturnStep) {
    case 'REQUESTED':
      return {
        subject: t('We have your {request}'),
        lines: [
          t('We have received your {request} for order {orderNumber}.'),
          t('We will look at it shortly and write to you with our decision.'),
        ],
      };
    case 'APPROVED':
      return {
        subject: t('Your {request} is approved'),
        lines: [
          t('Your {request} for order {orderNumber} is approved.'),
          ...(request.type === 'EXCHANGE' ? [t('The new sizes are set aside for you.')] : []),
          t('How to send the items back: {instructions}', {
            instructions: instructionsIn(returnInstructions, language),
          }),
        ],
      };
    case 'REJECTED':
      return {
        subject: t('Your {request} could not be approved'),
        lines: [t('We are sorry: your {request} for order {orderNumber} could not be approved.')],
      };
    case 'CANCELLED':
      return {
        subject: t('Your {request} is cancelled'),
        lines: [t('Your {request} for order {orderNumber} is cancelled.')],
      };
    case 'RECEIVED':
      return {
        subject: t('We have received the items of your {request}'),
        lines: [
          t('The items of your {request} for order {orderNumber} have reached us.'),
          request.type === 'EXCHANGE'
            ? t('We will send the new sizes shortly.')
            : t('We will send your refund shortly.'),
        ],
      };
    case 'COMPLETED':
      return {
        subject: t('Your {request} is complete'),
        lines: [
          t('Your {request} for order {orderNumber} is complete.'),
          request.type === 'EXCHANGE'
            ? t(
                'The new sizes are on their way in order {replacementOrderNumber}, free of charge.',
                {
                  replacementOrderNumber: request.replacementOrderNumber ?? '',
                },
              )
            : t('We have refunded {amount} to the UPI ID you gave us.', {
                amount: rupees.format(request.refundAmount ?? 0),
              }),
          ...(request.creditNote
            ? [
                t(
                  'Our credit note {creditNote} reduces invoice {invoiceNumber} by this amount; you can download it from your orders.',
                  {
                    creditNote: request.creditNote.number,
                    invoiceNumber: request.creditNote.invoiceNumber,
                  },
                ),
              ]
            : []),
        ],
      };
  }
}

/**
 * The mail of one step of a return or exchange request, in the customer's language: request
 * and order numbers, the items, the shop's note when there is one (as the shop wrote it), and a
 * link to the customer's orders. Never the UPI ID. An approval says how the items reach the shop
 * (the company's return instructions).
 */
export function returnStepMail(
  request: ReturnRequest,
  shop: MailingShop,
  language: Language,
  returnInstructions?: string,
): MailMessage {
  const ordersUrl = ordersUrlOf(shop, language);
  const hello = greeting(request.customer, language);
  const { subject, lines } = stepWording(request, returnInstructions, language);
  const items = request.items.map((item) => {
    const reason = translate(language, returnReasonLabels[item.reason]);
    const why = item.exchangeSize
      ? `${reason}, ${translate(language, 'for size {size}', { size: item.exchangeSize })}`
      : reason;
    return `${itemLabel(item.orderItem, language)} x ${item.quantity}: ${why}`;
  });
  const note = request.adminNote
    ? translate(language, 'A note from {shop}: {note}', {
        shop: shop.name,
        note: request.adminNote,
      })
    : undefined;

  const text = [
    hello,
    '',
    ...lines,
    '',
    translate(language, 'Items:'),
    ...items.map((item) => `- ${item}`),
    ...(note ? ['', note] : []),
    '',
    `${translate(language, 'Your orders')}: ${ordersUrl}`,
  ].join('\n');

  const html = htmlFrame(
    [
      htmlHeading(hello),
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${translateHtml(language, '{request}, order {orderNumber}', {
        request: strong(
          translate(language, 'Request {requestNumber}', {
            requestNumber: request.requestNumber,
          }),
        ),
        orderNumber: strong(request.orderNumber),
      })}</p>`,
      htmlList(items),
      note ? `<p>${escapeHtml(note)}</p>` : '',
      htmlLink(ordersUrl, translate(language, 'See your orders at {shop}', { shop: shop.name })),
    ],
    language,
  );

  return inLanguage(
    {
      to: request.customer.email,
      subject: translate(language, '{subject} (order {orderNumber}) | {shop}', {
        subject,
        orderNumber: request.orderNumber,
        shop: shop.name,
      }),
      text,
      html,
    },
    language,
  );
}
