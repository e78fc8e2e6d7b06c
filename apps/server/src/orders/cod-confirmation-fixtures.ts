import { TEST_JWT_SECRET } from '../test/test-app.ts';
import { signCodConfirmationToken } from './cod-confirmation-token.ts';

/** The "Confirm my order" token the order's mail would carry, signed with the test key. */
export const codConfirmationTokenFor = (orderId: string, issuedAt = new Date()) =>
  signCodConfirmationToken(TEST_JWT_SECRET, orderId, issuedAt);
