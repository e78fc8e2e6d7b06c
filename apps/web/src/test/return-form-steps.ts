import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * In the open "Return or exchange" dialog: asks to exchange the Sunny Romper, too small, for the
 * variant `exchangeVariantId`, and sends the request.
 */
export async function sendSizeExchange(
  user: UserEvent,
  dialog: HTMLElement,
  exchangeVariantId: string,
): Promise<void> {
  await user.click(within(dialog).getByRole('radio', { name: /Exchange/ }));
  await user.click(within(dialog).getByRole('checkbox', { name: /Sunny Romper/ }));
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Reason' }),
    'SIZE_TOO_SMALL',
  );
  await user.selectOptions(
    await within(dialog).findByRole('combobox', { name: 'New size' }),
    exchangeVariantId,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
}
