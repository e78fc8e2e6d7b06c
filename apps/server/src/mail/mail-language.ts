import { eq } from 'drizzle-orm';
import { defaultLanguage, type Language } from '@shop/contracts/languages';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { MailMessage } from './mailer.ts';

/**
 * The language a customer's mail is written in: their account's as it stands when the mail is
 * composed (the storefront's they last chose), so a switch made today shows in the next mail.
 */
export async function mailLanguageOf(db: Db, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? defaultLanguage;
}

/**
 * The mail marked with its language (Content-Language) for clients that read it aloud or offer
 * to translate it. English, the shop's own, goes as it always has, unmarked.
 */
export const inLanguage = (message: MailMessage, language: Language): MailMessage =>
  language === defaultLanguage
    ? message
    : { ...message, headers: { ...message.headers, 'Content-Language': language } };
