import type { MailKind } from '@shop/contracts/notifications';
import { TEST_JWT_SECRET } from '../test/test-app.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/** The unsubscribe token a mail of that kind to that address would carry, signed with the test key. */
export const unsubscribeTokenFor = (email: string, kind: MailKind) =>
  signUnsubscribeToken(TEST_JWT_SECRET, { email, kind });
