import type { FastifyInstance } from 'fastify';
import type { Site } from '@tiles/contracts';
import { composeMail, mailTextKeys, type MailKind } from '@tiles/api-mail/compose';

/** The account lifecycle's mail: composed in the recipient's language and form of address, queued, sent after. */
export const createAccountMailer = (app: FastifyInstance) => {
  const mailFor = async (
    kind: MailKind,
    site: Site,
    person: { email: string; locale: string; fields: { name: string; gender: string } },
    extra: { token?: string; params?: Record<string, string>; actionPath?: string } = {},
  ) => {
    const texts = await app.i18nRepository.findTexts(site._id, mailTextKeys(kind));
    const mail = composeMail(kind, {
      texts,
      recipient: { email: person.email, locale: person.locale, name: person.fields.name, gender: person.fields.gender },
      defaultLocale: site.defaultLocale,
      siteName: site.niceName,
      publicUrl: app.config.publicUrl,
      ...extra,
    });
    return { ...mail, siteId: site._id };
  };
  const send = async (mails: Array<Awaited<ReturnType<typeof mailFor>>>) => {
    await app.mail.enqueue(mails);
    app.mail.kick();
  };
  return { mailFor, send };
};
