import type { Order } from '@shop/contracts/orders';
import {
  createReturnBodySchema,
  type CreateReturnBody,
  type ReturnReason,
  type ReturnType,
} from '@shop/contracts/returns';
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';

/*
 * The form holds one line per order item (ticked or not); the request body lists only the ticked
 * ones. The contract's createReturnBodySchema checks the body, and its messages are put back
 * under the line they are about: no rule is written here a second time.
 */

export type ReturnLineValues = {
  orderItemId: string;
  selected: boolean;
  quantity: number;
  reason: ReturnReason | '';
  exchangeVariantId: string;
};

export type ReturnFormValues = {
  type: ReturnType | '';
  lines: ReturnLineValues[];
  note: string;
  refundUpiId: string;
};

/** Nothing chosen yet: every line unticked, one unit each. */
export function returnFormValues(order: Pick<Order, 'items'>): ReturnFormValues {
  return {
    type: '',
    lines: order.items.map((item) => ({
      orderItemId: item.id,
      selected: false,
      quantity: 1,
      reason: '',
      exchangeVariantId: '',
    })),
    note: '',
    refundUpiId: '',
  };
}

/**
 * The request body of the form's values, and for each of its items the form line it came from.
 * A UPI ID goes only with a return, a size only with an exchange, a note only when written.
 */
export function returnBody(values: ReturnFormValues): { body: unknown; lineOfItem: number[] } {
  const lineOfItem: number[] = [];
  const items = values.lines.flatMap((line, index) => {
    if (!line.selected) return [];
    lineOfItem.push(index);
    return [
      {
        orderItemId: line.orderItemId,
        quantity: line.quantity,
        reason: line.reason,
        ...(values.type === 'EXCHANGE' && line.exchangeVariantId
          ? { exchangeVariantId: line.exchangeVariantId }
          : {}),
      },
    ];
  });
  const note = values.note.trim();
  return {
    body: {
      type: values.type,
      items,
      ...(note ? { note: values.note } : {}),
      ...(values.type === 'RETURN' ? { refundUpiId: values.refundUpiId } : {}),
    },
    lineOfItem,
  };
}

const lineFields = new Set(['quantity', 'reason', 'exchangeVariantId']);

/**
 * The form field a problem of the body is about: `items.1.reason` is the reason of the form line
 * that became item 1; a problem of the list itself (none ticked) belongs to `lines`.
 */
export function formFieldOf(
  path: readonly PropertyKey[],
  lineOfItem: readonly number[],
): string | null {
  const [head, index, field] = path.map((part) =>
    typeof part === 'string' && /^\d+$/.test(part) ? Number(part) : part,
  );
  if (head === 'type' || head === 'note' || head === 'refundUpiId') return head;
  if (head !== 'items') return null;
  if (typeof index !== 'number') return 'lines';
  const line = lineOfItem[index];
  if (line === undefined) return 'lines';
  return `lines.${line}.${typeof field === 'string' && lineFields.has(field) ? field : 'selected'}`;
}

/**
 * react-hook-form's resolver: the contract's schema on the body the form would send. The schema
 * checks the UPI ID and the sizes even while other fields are still wrong, so they are checked
 * as they are typed.
 */
export const returnFormResolver: Resolver<ReturnFormValues, unknown, CreateReturnBody> = async (
  values,
) => {
  const { body, lineOfItem } = returnBody(values);
  const result = createReturnBodySchema.safeParse(body);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ReturnFormValues> = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path, lineOfItem) ?? 'root';
    if (get(errors, field)) continue; // the first problem of a field is the one to fix first
    set(errors, field, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};
