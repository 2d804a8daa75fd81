import { directionOf, paths, pickTranslation, renderTemplate, toGenderCode, type TextKey } from '@tiles/contracts';
import type { Translations } from '@tiles/api-platform/db/columns';

/** Every mail the site sends, with its texts (interface texts, editable in the CMS) and where its button goes. */
const MAILS = {
  verifyEmail: { action: (locale: string, token: string) => paths.verifyEmail(locale, token) },
  alreadyRegistered: { action: (locale: string) => paths.forgotPassword(locale) },
  passwordReset: { action: (locale: string, token: string) => paths.resetPassword(locale, token) },
  signInLink: { action: (locale: string, token: string) => paths.verifyEmail(locale, token) },
  passwordChanged: { action: (locale: string) => paths.forgotPassword(locale) },
  changeEmail: { action: (locale: string, token: string) => paths.verifyEmail(locale, token) },
  emailChanged: { action: undefined },
  invite: { action: (locale: string, token: string) => paths.acceptInvite(locale, token) },
  // Reminders and the digest: their button's path is given when composing (the session to continue).
  streakReminder: { action: (locale: string) => paths.catalogue(locale) },
  reviewReminder: { action: (locale: string) => paths.profile(locale, 'user-review') },
  weeklyDigest: { action: (locale: string) => paths.home(locale) },
  dueReminder: { action: (locale: string) => paths.profile(locale, 'user-groups') },
  groupInvitation: { action: (locale: string, code: string) => paths.join(locale, code) },
} as const;
export type MailKind = keyof typeof MAILS;

const COMMON_KEYS = ['mail.greeting', 'mail.linkFallback', 'mail.footer', 'mail.unsubscribe'] as const satisfies TextKey[];
const keysOf = (kind: MailKind): TextKey[] => [
  `mail.${kind}.subject`,
  `mail.${kind}.body`,
  ...(MAILS[kind].action ? [`mail.${kind}.action` as TextKey] : []),
];
/** The texts one mail needs, to load before composing. */
export const mailTextKeys = (kind: MailKind): TextKey[] => [...COMMON_KEYS, ...keysOf(kind)];

export type MailRecipient = { email: string; locale: string; name: string; gender: string };

/** One interface text for a mail's recipient, in their language and form of address. */
export const mailText = (
  texts: Map<string, Translations>,
  key: TextKey,
  { recipient, defaultLocale, params }: { recipient: MailRecipient; defaultLocale: string; params: Record<string, string | number> },
) =>
  renderTemplate(
    pickTranslation(texts.get(key), [recipient.locale, defaultLocale], key),
    { name: recipient.name, ...params },
    toGenderCode(recipient.gender),
    recipient.locale,
  );

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/**
 * A mail in the recipient's language and form of address, as plain text and as HTML with nothing remote (no
 * images, no fonts, no tracking): the HTML is the text's paragraphs and one button, styled inline.
 */
export const composeMail = (
  kind: MailKind,
  {
    texts,
    recipient,
    defaultLocale,
    siteName,
    publicUrl,
    token = '',
    params = {},
    actionPath,
    unsubscribe,
  }: {
    texts: Map<string, Translations>;
    recipient: MailRecipient;
    defaultLocale: string;
    siteName: string;
    publicUrl: string;
    token?: string;
    params?: Record<string, string | number>;
    /** Where the button goes, instead of the kind's usual page. */
    actionPath?: string;
    /**
     * A mail the recipient may stop: the page that stops it (linked in the footer) and the one-click URL mail clients
     * post to (RFC 8058: List-Unsubscribe and List-Unsubscribe-Post).
     */
    unsubscribe?: { pagePath: string; oneClickPath: string };
  },
) => {
  const { locale } = recipient;
  const text = (key: TextKey) => mailText(texts, key, { recipient, defaultLocale, params: { site: siteName, ...params } });
  const action = MAILS[kind].action;
  const link = action ? `${publicUrl}${actionPath ?? action(locale, token)}` : undefined;
  const unsubscribeLink = unsubscribe ? `${publicUrl}${unsubscribe.pagePath}` : undefined;
  const footer = [text('mail.footer'), ...(unsubscribeLink ? [`${text('mail.unsubscribe')} ${unsubscribeLink}`] : [])];
  const paragraphs = text(`mail.${kind}.body`).split(/\n{2,}/);
  const subject = text(`mail.${kind}.subject`);
  const actionLabel = link ? text(`mail.${kind}.action` as TextKey) : undefined;
  const plain = [text('mail.greeting'), ...paragraphs, ...(link ? [`${actionLabel}:\n${link}`] : []), '--', ...footer].join('\n\n');
  const html = [
    '<!doctype html>',
    // Arabic reads right to left; the links inside stay left to right.
    `<html lang="${escapeHtml(locale)}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f4;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#1c1917;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="font-weight:700;margin-top:0">${escapeHtml(siteName)}</p>`,
    `<p>${escapeHtml(text('mail.greeting'))}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(link
      ? [
          `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(actionLabel!)}</a></p>`,
          `<p style="font-size:14px">${escapeHtml(text('mail.linkFallback'))}<br><a href="${escapeHtml(link)}" dir="ltr" style="color:#1d4ed8;word-break:break-all">${escapeHtml(link)}</a></p>`,
        ]
      : []),
    `<hr style="border:none;border-top:1px solid #e7e5e4"><p style="font-size:13px;color:#57534e">${escapeHtml(text('mail.footer'))}</p>`,
    ...(unsubscribeLink
      ? [
          `<p style="font-size:13px;color:#57534e">${escapeHtml(text('mail.unsubscribe'))} <a href="${escapeHtml(unsubscribeLink)}" dir="ltr" style="color:#1d4ed8">${escapeHtml(unsubscribeLink)}</a></p>`,
        ]
      : []),
    '</div></body></html>',
  ].join('\n');
  const headers = unsubscribe
    ? { 'List-Unsubscribe': `<${publicUrl}${unsubscribe.oneClickPath}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : null;
  return { to: recipient.email, subject, text: plain, html, kind, headers };
};
