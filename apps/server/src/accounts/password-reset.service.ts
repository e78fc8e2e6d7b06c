import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { RequestOtpBody, ResetPasswordBody } from '@shop/contracts/accounts';
import type { Language } from '@shop/contracts/languages';
import type { Db } from '../db/client.ts';
import { passwordResetCodes, users } from '../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { badRequest } from '../http/app-error.ts';
import { translate } from '../i18n/translations.ts';
import { escapeHtml, htmlFrame } from '../mail/mail-layout.ts';
import { inLanguage } from '../mail/mail-language.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { getShopName } from '../content/company.service.ts';
import { findUserByEmail } from './accounts.service.ts';

const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;
export const OTP_SENT_MESSAGE =
  'If an account exists for this email, we have sent it a 6-digit code. It is valid for 10 minutes.';
export const WRONG_CODE_MESSAGE = 'The code is wrong or has expired. Please request a new one.';

/** Codes are kept only as a keyed hash, bound to the user, so a database leak reveals none. */
function hashResetCode(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

type ResetDeps = { db: Db; mailer: Mailer; secret: string; onMailError: (error: unknown) => void };

/**
 * Answers the same whether or not the email is known. The mail goes out after the response,
 * so the response time does not tell either.
 */
export async function requestResetCode(
  deps: ResetDeps,
  input: RequestOtpBody,
): Promise<{ message: string }> {
  const user = await findUserByEmail(deps.db, input.email);
  if (user) {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const codeHash = hashResetCode(deps.secret, user.id, code);
    const expiresAt = new Date(Date.now() + CODE_TTL_MS);
    // One row per user: a newer code replaces (and so kills) the older one.
    await deps.db
      .insert(passwordResetCodes)
      .values({ userId: user.id, codeHash, expiresAt })
      .onConflictDoUpdate({
        target: passwordResetCodes.userId,
        set: { codeHash, expiresAt, failedAttempts: 0, usedAt: null, createdAt: new Date() },
      });
    const shopName = await getShopName(deps.db);
    deps.mailer.send(resetCodeMail(user, shopName, code)).catch(deps.onMailError);
  }
  return { message: OTP_SENT_MESSAGE };
}

/** The code's mail, in the language of the account it resets. */
function resetCodeMail(
  user: { email: string; firstName: string; username: string; language: Language },
  shopName: string,
  code: string,
): MailMessage {
  const { language } = user;
  const hello = translate(language, 'Hello {name},', { name: user.firstName || user.username });
  const values = { shop: shopName, code };
  const valid = translate(language, 'It is valid for 10 minutes and can be used once.');
  const notYou = translate(
    language,
    'If you did not ask for this, you can ignore this email; your password stays as it is.',
  );
  const mail = {
    to: user.email,
    // No code in the subject: subjects show up in mail logs and lock-screen previews.
    subject: translate(language, 'Your {shop} password reset code', values),
    text: [
      hello,
      '',
      translate(language, 'Your code to reset your {shop} password is {code}.', values),
      valid,
      '',
      notYou,
    ].join('\n'),
    html: htmlFrame(
      [
        `<p>${escapeHtml(hello)}</p>`,
        `<p>${escapeHtml(translate(language, 'Your code to reset your {shop} password is', values))}</p>`,
        `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>`,
        `<p>${escapeHtml(valid)}</p>`,
        `<p>${escapeHtml(notYou)}</p>`,
      ],
      language,
    ),
  };
  return inLanguage(mail, language);
}

export async function resetPassword(
  deps: Pick<ResetDeps, 'db' | 'secret'>,
  input: ResetPasswordBody,
): Promise<{ message: string }> {
  // Hashed up front, known email or not: the row lock below is held only for a moment, and an
  // unknown email costs the same argon2 work, so the response time does not tell either.
  const passwordHash = await hashPassword(input.newPassword);
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw badRequest(WRONG_CODE_MESSAGE);
  const outcome = await deps.db.transaction(async (tx) => {
    // The row lock makes two resets racing on one code take turns: exactly one can use it.
    const [row] = await tx
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id))
      .for('update');
    if (
      !row ||
      row.usedAt !== null ||
      row.expiresAt.getTime() <= Date.now() ||
      row.failedAttempts >= MAX_CODE_ATTEMPTS
    ) {
      return 'invalid' as const;
    }
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashResetCode(deps.secret, user.id, input.otp), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await tx
        .update(passwordResetCodes)
        .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
        .where(eq(passwordResetCodes.id, row.id));
      return 'invalid' as const;
    }
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(eq(passwordResetCodes.id, row.id));
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    return 'reset' as const;
  });
  if (outcome === 'invalid') throw badRequest(WRONG_CODE_MESSAGE);
  return { message: 'Your password has been reset. Please sign in with your new password.' };
}
