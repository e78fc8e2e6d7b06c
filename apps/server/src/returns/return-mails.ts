import { DEFAULT_RETURN_INSTRUCTIONS } from '@shop/contracts/content';
import { returnReasonLabels, type ReturnRequest } from '@shop/contracts/returns';
import type { MailMessage } from '../mail/mailer.ts';
import {
  escapeHtml,
  greetingName,
  htmlFrame,
  htmlHeading,
  htmlLink,
  htmlList,
  itemLabel,
  ordersUrlOf,
  rupees,
  type MailingShop,
} from '../mail/mail-layout.ts';

/** The steps that mail the customer: a request made, and each status it moves to. */
type ReturnStep = 'REQUESTED' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'RECEIVED' | 'COMPLETED';

function stepWording(
  request: ReturnRequest,
  returnInstructions: string | undefined,
): { subject: string; lines: string[] } {
  const kind = request.type === 'RETURN' ? 'return' : 'exchange';
  const ref = `${kind} request ${request.requestNumber}`;
  switch (request.status as ReturnStep) {
    case 'REQUESTED':
      return {
        subject: `We have your ${ref}`,
        lines: [
          `We have received your ${ref} for order ${request.orderNumber}.`,
          'We will look at it shortly and write to you with our decision.',
        ],
      };
    case 'APPROVED':
      return {
        subject: `Your ${ref} is approved`,
        lines: [
          `Your ${ref} for order ${request.orderNumber} is approved.`,
          ...(request.type === 'EXCHANGE' ? ['The new sizes are set aside for you.'] : []),
          `How to send the items back: ${returnInstructions ?? DEFAULT_RETURN_INSTRUCTIONS}`,
        ],
      };
    case 'REJECTED':
      return {
        subject: `Your ${ref} could not be approved`,
        lines: [
          `We are sorry: your ${ref} for order ${request.orderNumber} could not be approved.`,
        ],
      };
    case 'CANCELLED':
      return {
        subject: `Your ${ref} is cancelled`,
        lines: [`Your ${ref} for order ${request.orderNumber} is cancelled.`],
      };
    case 'RECEIVED':
      return {
        subject: `We have received the items of your ${ref}`,
        lines: [
          `The items of your ${ref} for order ${request.orderNumber} have reached us.`,
          request.type === 'EXCHANGE'
            ? 'We will send the new sizes shortly.'
            : 'We will send your refund shortly.',
        ],
      };
    case 'COMPLETED':
      return {
        subject: `Your ${ref} is complete`,
        lines: [
          `Your ${ref} for order ${request.orderNumber} is complete.`,
          request.type === 'EXCHANGE'
            ? `The new sizes are on their way in order ${request.replacementOrderNumber ?? ''}, free of charge.`
            : `We have refunded ${rupees.format(request.refundAmount ?? 0)} to the UPI ID you gave us.`,
          ...(request.creditNote
            ? [
                `Our credit note ${request.creditNote.number} reduces invoice ${request.creditNote.invoiceNumber} by this amount; you can download it from your orders.`,
              ]
            : []),
        ],
      };
  }
}

/**
 * The mail of one step of a return or exchange request: request and order numbers, the items,
 * the shop's note when there is one, and a link to the customer's orders. Never the UPI ID. An
 * approval says how the items reach the shop (the company's return instructions).
 */
export function returnStepMail(
  request: ReturnRequest,
  shop: MailingShop,
  returnInstructions?: string,
): MailMessage {
  const ordersUrl = ordersUrlOf(shop);
  const name = greetingName(request.customer);
  const { subject, lines } = stepWording(request, returnInstructions);
  const items = request.items.map((item) => {
    const exchange = item.exchangeSize ? `, for size ${item.exchangeSize}` : '';
    return `${itemLabel(item.orderItem)} x ${item.quantity}: ${returnReasonLabels[item.reason]}${exchange}`;
  });
  const note = request.adminNote ? `A note from ${shop.name}: ${request.adminNote}` : undefined;

  const text = [
    `Hello ${name},`,
    '',
    ...lines,
    '',
    'Items:',
    ...items.map((item) => `- ${item}`),
    ...(note ? ['', note] : []),
    '',
    `Your orders: ${ordersUrl}`,
  ].join('\n');

  const html = htmlFrame([
    htmlHeading(`Hello ${name},`),
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><strong>Request ${escapeHtml(request.requestNumber)}</strong>, order <strong>${escapeHtml(request.orderNumber)}</strong></p>`,
    htmlList(items),
    note ? `<p>${escapeHtml(note)}</p>` : '',
    htmlLink(ordersUrl, `See your orders at ${shop.name}`),
  ]);

  return {
    to: request.customer.email,
    subject: `${subject} (order ${request.orderNumber}) | ${shop.name}`,
    text,
    html,
  };
}
