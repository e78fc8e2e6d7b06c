import type { User } from '@shop/contracts/accounts';
import type { users } from '../db/schema.ts';

/** The public shape of a user: never the hash or the token version. */
export function toUserView(row: typeof users.$inferSelect): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    dob: row.dob,
    userType: row.userType,
    marketingConsent: row.marketingConsent,
    marketingConsentAt: row.marketingConsentAt?.toISOString() ?? null,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}
