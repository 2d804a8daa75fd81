import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string> | null;
  /** The same for every try of one mail (its queue row): a repeat after a crash is recognised as the same message. */
  deliveryId?: string;
};

/** Where mail leaves the api: an SMTP server, or (with none configured) files in the outbox a newcomer can open. */
export type MailTransport = { send: (mail: OutgoingMail) => Promise<void>; close: () => void; describe: string };

const linksOf = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

export const createMailTransport = (
  { smtpUrl, from, dataDir }: { smtpUrl: string | undefined; from: string; dataDir: string },
  log: FastifyBaseLogger,
): MailTransport => {
  const fromDomain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'tiles.invalid';
  const message = (mail: OutgoingMail) => ({
    from,
    ...(mail.deliveryId ? { messageId: `<${mail.deliveryId}@${fromDomain}>` } : {}),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.headers ? { headers: mail.headers } : {}),
  });
  if (smtpUrl) {
    // A server that hangs must not hold the queue: each step has a bound, and a failure leaves the mail queued.
    const url = new URL(smtpUrl);
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      describe: `SMTP ${url.host}`,
      send: async (mail) => {
        await transport.sendMail(message(mail));
      },
      close: () => transport.close(),
    };
  }
  // No server: the mail is written whole (headers, both parts) where whoever runs the demo can read it, and its
  // links are logged so a sign-up can be finished from the terminal.
  const outbox = dataDir === 'memory://' ? undefined : path.join(path.resolve(dataDir), 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let written = 0;
  return {
    describe: outbox ? `.eml files in ${outbox} (no SMTP_URL; links also in the log)` : 'the log only (no SMTP_URL, DATA_DIR in memory)',
    send: async (mail) => {
      const info = await writer.sendMail(message(mail));
      let file: string | undefined;
      if (outbox) {
        await mkdir(outbox, { recursive: true });
        written += 1;
        file = path.join(outbox, `${new Date().toISOString().replaceAll(':', '-')}-${written}-${mail.kind}.eml`);
        await writeFile(file, info.message as Buffer);
      }
      log.info({ to: mail.to, kind: mail.kind, file, links: linksOf(mail.text) }, 'mail written to the outbox (no SMTP_URL set)');
    },
    close: () => writer.close(),
  };
};
