import { languagePrefix, type Language } from '@shop/contracts/languages';
import { escapeHtml, MAIL_FONTS } from './mail-layout.ts';

/**
 * The frame of the mails that are not about an order (back-in-stock alerts, cart reminders,
 * review invitations): a whole HTML document that common clients render alike. Tables for the
 * layout (Outlook ignores most CSS), 600 px wide and fluid below, a preheader (the line inboxes
 * show after the subject), the shop's logo or name, and colours that keep their contrast when a
 * client turns the mail dark; the footer says why it came and carries the unsubscribe link.
 */

/** Who the mail speaks for; `logoUrl` is the company logo as the API gives it (or null). */
export type MailBrand = { name: string; publicUrl: string; logoUrl: string | null };

// Ink on paper in light mode; a dark client gets the @media colours below.
const INK = '#1f2a44';
const MUTED = '#4b5563';
const PAPER = '#ffffff';
const PAGE = '#f6f1eb';
// The brand's terracotta, deepened so white text on it and it on white pass WCAG AA (5.3:1).
const ACCENT = '#b5472f';

const absolute = (brand: MailBrand, url: string) =>
  /^https?:\/\//.test(url) ? url : `${brand.publicUrl}${url}`;

/** A call to action drawn as a button that survives clients without CSS (a table cell). */
export const mailButton = (url: string, text: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0"><tr><td style="border-radius:8px;background:${ACCENT}"><a href="${escapeHtml(url)}" class="mail-button" style="display:inline-block;padding:12px 24px;font-family:${MAIL_FONTS};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(text)}</a></td></tr></table>`;

export const mailParagraph = (html: string) =>
  `<p class="mail-ink" style="margin:0 0 16px;font-family:${MAIL_FONTS};font-size:16px;line-height:1.5">${html}</p>`;

/** One product in the mail: its picture (when it has one), name linked, and lines below it. */
export function mailProductRow(
  brand: MailBrand,
  product: { name: string; url: string; imageUrl: string | null; lines: string[] },
): string {
  const picture = product.imageUrl
    ? `<td width="88" valign="top" style="padding:0 16px 0 0"><a href="${escapeHtml(product.url)}"><img src="${escapeHtml(absolute(brand, product.imageUrl))}" width="88" height="88" alt="" style="display:block;width:88px;height:88px;object-fit:cover;border-radius:8px;border:0"></a></td>`
    : '';
  const lines = product.lines
    .map(
      (line) =>
        `<div style="font-family:${MAIL_FONTS};font-size:14px;line-height:1.5;color:${MUTED}" class="mail-muted">${escapeHtml(line)}</div>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px"><tr>${picture}<td valign="top"><a href="${escapeHtml(product.url)}" class="mail-link" style="font-family:${MAIL_FONTS};font-size:16px;font-weight:bold;color:${ACCENT};text-decoration:none">${escapeHtml(product.name)}</a>${lines}</td></tr></table>`;
}

/**
 * The mail's header: the logo when the shop has one, else its name in the brand's colour,
 * linked to the home page in the mail's language.
 */
function masthead(brand: MailBrand, language: Language): string {
  const home = escapeHtml(`${brand.publicUrl}${languagePrefix(language)}`);
  if (brand.logoUrl) {
    return `<a href="${home}"><img src="${escapeHtml(absolute(brand, brand.logoUrl))}" height="48" alt="${escapeHtml(brand.name)}" style="display:block;height:48px;width:auto;border:0;font-family:${MAIL_FONTS};font-size:20px;font-weight:bold;color:${ACCENT}"></a>`;
  }
  return `<a href="${home}" class="mail-link" style="font-family:${MAIL_FONTS};font-size:22px;font-weight:bold;color:${ACCENT};text-decoration:none">${escapeHtml(brand.name)}</a>`;
}

/**
 * The whole HTML of a mail: `blocks` are HTML made with the helpers above (or escaped by the
 * caller) in `language`; `footer` says why this mail came, and `unsubscribeUrl` turns its kind
 * off.
 */
export function mailDocument(mail: {
  brand: MailBrand;
  /** The language the mail is written in, which the document declares. */
  language: Language;
  subject: string;
  preheader: string;
  heading: string;
  blocks: string[];
  footer: string;
  unsubscribeUrl: string;
  unsubscribeText: string;
}): string {
  const { brand } = mail;
  return `<!doctype html>
<html lang="${mail.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(mail.subject)}</title>
<style>
@media (prefers-color-scheme: dark) {
  .mail-page { background:#111827 !important; }
  .mail-card, .mail-ink { background-color:#1f2937 !important; color:#f3f4f6 !important; }
  .mail-muted { color:#d1d5db !important; }
  .mail-link { color:#f4a582 !important; }
}
@media (max-width: 620px) { .mail-pad { padding-left:20px !important; padding-right:20px !important; } }
</style>
</head>
<body class="mail-page" style="margin:0;padding:0;background:${PAGE}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all">${escapeHtml(mail.preheader)}${'&#8199;&#65279;&#847; '.repeat(20)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="mail-page" style="background:${PAGE}">
<tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" class="mail-card" style="width:100%;max-width:600px;background:${PAPER};color:${INK};border-radius:12px">
<tr><td class="mail-pad" style="padding:28px 32px 8px">${masthead(brand, mail.language)}</td></tr>
<tr><td class="mail-pad mail-ink" style="padding:8px 32px 24px;font-family:${MAIL_FONTS};font-size:16px;line-height:1.5;color:${INK}">
<h1 class="mail-ink" style="margin:8px 0 16px;font-family:${MAIL_FONTS};font-size:24px;line-height:1.3;color:${INK}">${escapeHtml(mail.heading)}</h1>
${mail.blocks.join('\n')}
</td></tr>
</table>
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px">
<tr><td class="mail-pad mail-muted" style="padding:16px 32px;font-family:${MAIL_FONTS};font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(mail.footer)} <a href="${escapeHtml(mail.unsubscribeUrl)}" class="mail-link" style="color:${ACCENT}">${escapeHtml(mail.unsubscribeText)}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
