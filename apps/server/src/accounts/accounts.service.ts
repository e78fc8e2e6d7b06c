import { eq, or, sql } from 'drizzle-orm';
import type {
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  UpdateProfileBody,
  User,
} from '@shop/contracts/accounts';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import { users } from '../db/schema.ts';
import { hashPassword, verifyDecoyPassword, verifyPassword } from '../auth/passwords.ts';
import type { TokenService } from '../auth/tokens.ts';
import { AppError, badRequest, notFound } from '../http/app-error.ts';
import { toUserView } from './user-view.ts';

const WRONG_CREDENTIALS = 'Invalid email/username or password.';

function duplicateAccountError(error: unknown): AppError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  const [path, message] = constraint.includes('email')
    ? ['email', 'An account with this email already exists.']
    : ['username', 'This username is already taken.'];
  return new AppError('CONFLICT', 409, message, [{ path, message }]);
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function register(db: Db, input: RegisterBody): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: input.email,
        username: input.username,
        passwordHash,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        mobile: input.mobile || null,
        dob: input.dob || null,
        // Never assumed (DPDP Act): only a ticked box gives it, and when is kept.
        marketingConsent: input.marketingConsent === true,
        marketingConsentAt: input.marketingConsent === true ? sql`now()` : null,
        language: input.language ?? 'en',
        // Whatever the request says: self-registration only ever creates shoppers.
        userType: 'CUSTOMER',
      })
      .returning();
    return toUserView(row!);
  } catch (error) {
    throw duplicateAccountError(error) ?? error;
  }
}

/** The account an email or a username names, whatever its case. */
async function findUserByIdentifier(db: Db, identifier: string) {
  const name = identifier.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${name}`, sql`lower(${users.username}) = ${name}`))
    .limit(1);
  return user;
}

/** The id of the account an email or a username names, if there is one. */
export async function findAccountId(db: Db, identifier: string): Promise<string | undefined> {
  return (await findUserByIdentifier(db, identifier))?.id;
}

export async function login(
  db: Db,
  tokens: TokenService,
  input: LoginBody,
): Promise<{ token: string; user: User }> {
  const user = await findUserByIdentifier(db, input.identifier);
  if (!user) {
    await verifyDecoyPassword(input.password);
    throw new AppError('UNAUTHENTICATED', 401, WRONG_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('UNAUTHENTICATED', 401, WRONG_CREDENTIALS);
  }
  const token = await tokens.sign({
    userId: user.id,
    userType: user.userType,
    tokenVersion: user.tokenVersion,
  });
  return { token, user: toUserView(user) };
}

export async function getUser(db: Db, userId: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Account not found.');
  return toUserView(user);
}

export async function updateProfile(
  db: Db,
  userId: string,
  input: UpdateProfileBody,
): Promise<User> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.username !== undefined) changes.username = input.username;
  if (input.mobile !== undefined) changes.mobile = input.mobile || null;
  if (input.dob !== undefined) changes.dob = input.dob || null;
  if (input.language !== undefined) changes.language = input.language;
  if (input.marketingConsent !== undefined) {
    Object.assign(changes, marketingConsentChange(input.marketingConsent));
  }
  if (Object.keys(changes).length === 0) return getUser(db, userId);
  try {
    const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
    if (!row) throw notFound('Account not found.');
    return toUserView(row);
  } catch (error) {
    throw duplicateAccountError(error) ?? error;
  }
}

/**
 * Giving consent records when, unless it was already given (ticking the box again keeps the
 * first time); withdrawing it clears both, so cart reminders stop at once.
 */
const marketingConsentChange = (consent: boolean) =>
  consent
    ? {
        marketingConsent: true,
        marketingConsentAt: sql`case when ${users.marketingConsent} then ${users.marketingConsentAt} else now() end`,
      }
    : { marketingConsent: false, marketingConsentAt: null };

/**
 * Gives or withdraws the marketing consent of the account with that email (an unsubscribe link
 * of a cart reminder); an address with no account changes nothing.
 */
export async function setMarketingConsentByEmail(
  db: Db,
  email: string,
  consent: boolean,
): Promise<void> {
  await db
    .update(users)
    .set(marketingConsentChange(consent))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
}

/** Whether the account with that email agreed to offers and reminders (no account: no). */
export async function hasMarketingConsent(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ consent: users.marketingConsent })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.consent === true;
}

/** Changes the password and kills every earlier token; the caller gets a fresh one. */
export async function changePassword(
  db: Db,
  tokens: TokenService,
  userId: string,
  input: ChangePasswordBody,
): Promise<{ message: string; token: string }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Account not found.');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest('Your current password is not correct.', [
      { path: 'currentPassword', message: 'Your current password is not correct.' },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion, userType: users.userType });
  const token = await tokens.sign({
    userId,
    userType: updated!.userType,
    tokenVersion: updated!.tokenVersion,
  });
  return { message: 'Password changed successfully', token };
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: create that admin, or bring an existing account up to it. */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string; username?: string },
): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(admin.password);
  const existing = await findUserByEmail(db, admin.email);
  if (existing) {
    const samePassword = await verifyPassword(existing.passwordHash, admin.password);
    await db
      .update(users)
      .set({
        userType: 'ADMIN',
        ...(samePassword ? {} : { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` }),
      })
      .where(eq(users.id, existing.id));
    return 'updated';
  }
  const base = (admin.username ?? admin.email.split('@')[0] ?? 'admin')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 30);
  let username = base.length >= 3 ? base : 'admin';
  // A shopper may already use that username; pick a free variant.
  for (let attempt = 1; ; attempt++) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
    if (!taken) break;
    username = `${base.slice(0, 30)}${attempt + 1}`;
  }
  await db.insert(users).values({
    email: admin.email,
    username,
    passwordHash,
    firstName: 'Shop',
    lastName: 'Admin',
    userType: 'ADMIN',
  });
  return 'created';
}
