import { writeText } from '../../lib/browser-storage.ts';
import {
  broadcastStorageChange,
  getAuthToken,
  saveSignIn,
  sessionKeys,
  type SignedInUser,
} from '../../lib/session.ts';

/**
 * Keeps the stored user ({ username, userType }, spec section 3) in step with the profile, so the
 * header shows a changed username at once. The token itself does not change.
 */
export function rememberSignedInUser(user: SignedInUser): void {
  const token = getAuthToken();
  if (token) saveSignIn(token, user);
}

/** Stores the token a password change hands back (the earlier ones are now revoked). */
export function rememberAuthToken(token: string): void {
  writeText(sessionKeys.authToken, token);
  broadcastStorageChange(sessionKeys.authToken);
}
