import type { FastifyInstance } from 'fastify';
import { paths, pickTranslation, type TextKey } from '@tiles/contracts';
import { type MailNoticeKind } from '@tiles/contracts-game';
import type { ClaimedReminder, DailyReminder } from '@tiles/api-game/daily-reminders';
import { composeMail, mailText, mailTextKeys, type MailKind, type MailRecipient } from '@tiles/api-mail/compose';
import type { QueuedMail } from '@tiles/api-mail/queue';
import type { DigestFacts } from './digest.js';
import { unsubscribeLinkOf } from './unsubscribe-links.js';

const MAIL_OF: Record<MailNoticeKind, MailKind> = {
  risk: 'streakReminder',
  review: 'reviewReminder',
  digest: 'weeklyDigest',
  due: 'dueReminder',
};
const DIGEST_KEYS: TextKey[] = [
  'mail.weeklyDigest.course',
  'mail.weeklyDigest.noCourse',
  'mail.weeklyDigest.next',
  'mail.weeklyDigest.noNext',
];

/** What a reminder's or the digest's mail says, and where its button goes. */
const contentOf = (
  kind: MailNoticeKind,
  facts: Record<string, unknown>,
  text: (key: TextKey, params?: Record<string, string | number>) => string,
  recipient: MailRecipient,
  defaultLocale: string,
): { params: Record<string, string | number>; actionPath?: string } => {
  if (kind !== 'digest') return { params: facts as Record<string, number> };
  const digest = facts as DigestFacts;
  const title = (titles: Record<string, string>) => pickTranslation(titles, [recipient.locale, defaultLocale], '');
  const courses = digest.courses.length
    ? digest.courses
        .map(
          (course) =>
            `• ${text('mail.weeklyDigest.course', { course: title(course.titles), minutes: course.last, before: course.before })}`,
        )
        .join('\n')
    : text('mail.weeklyDigest.noCourse');
  const next = digest.next
    ? text('mail.weeklyDigest.next', { session: title(digest.next.sessionTitles), course: title(digest.next.courseTitles) })
    : text('mail.weeklyDigest.noNext');
  return {
    params: { minutes: digest.last, before: digest.before, courses, streak: digest.streak, due: digest.due, next },
    actionPath: digest.next
      ? paths.session(recipient.locale, digest.next.course, { module: digest.next.module, session: digest.next.session })
      : paths.catalogue(recipient.locale),
  };
};

/**
 * Reminders and digests by mail: composed in each learner's language, with a signed one-click unsubscribe for that
 * kind (RFC 8058), queued in one statement per batch and sent by the mail worker. Site, texts and keys are read once
 * per site per batch.
 */
export const createReminderMailer = (app: FastifyInstance) => async (reminder: DailyReminder, claimed: ClaimedReminder[]) => {
  const kind = reminder.kind;
  const mailKind = MAIL_OF[kind];
  const bySite = new Map<string, ClaimedReminder[]>();
  for (const due of claimed) {
    if (!due.email) continue;
    const list = bySite.get(due.siteId);
    if (list) list.push(due);
    else bySite.set(due.siteId, [due]);
  }
  const mails: QueuedMail[] = [];
  for (const [siteId, learners] of bySite) {
    const [site, texts, keys] = await Promise.all([
      app.siteRepository.findById(siteId),
      app.i18nRepository.findTexts(siteId, [...mailTextKeys(mailKind), ...(kind === 'digest' ? DIGEST_KEYS : [])]),
      app.siteKeys.forSite(siteId),
    ]);
    if (!site) continue;
    for (const due of learners) {
      const recipient = { email: due.email!, locale: due.locale, name: due.name, gender: due.gender };
      const text = (key: TextKey, params: Record<string, string | number> = {}) =>
        mailText(texts, key, { recipient, defaultLocale: site.defaultLocale, params });
      const link = unsubscribeLinkOf(keys, due.userId, kind);
      const { params, actionPath } = contentOf(kind, due.facts, text, recipient, site.defaultLocale);
      const mail = composeMail(mailKind, {
        texts,
        recipient,
        defaultLocale: site.defaultLocale,
        siteName: site.niceName,
        publicUrl: app.config.publicUrl,
        params,
        ...(actionPath ? { actionPath } : {}),
        unsubscribe: {
          pagePath: paths.unsubscribe(due.locale, link),
          oneClickPath: `/api/mail/unsubscribe?${new URLSearchParams(link).toString()}`,
        },
      });
      mails.push({ ...mail, siteId });
    }
  }
  if (!mails.length) return;
  await app.mail.enqueue(mails);
  app.mail.kick();
};
