import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test's process: the api's mailer talks SMTP to it, and the test reads what arrived,
 * parsed as a mail client would. `refuse` makes it answer every mail with a temporary failure (a server in trouble).
 */
export const startSmtpServer = async () => {
  const received: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const toOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((v) => v.address));

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse: (on: boolean) => {
      refusing = on;
    },
    /** The mails to this address so far. */
    to: (address: string) => received.filter((mail) => toOf(mail).includes(address)),
    /** Waits (up to 5 s) for the `count`-th mail to this address and answers it. */
    async next(address: string, count = 1): Promise<ParsedMail> {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const mails = received.filter((mail) => toOf(mail).includes(address));
        if (mails.length >= count) return mails[count - 1]!;
        if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address} within 5 s (received: ${received.length})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The token of the first link of a mail's text part (`token=...`). */
export const tokenOf = (mail: ParsedMail) => {
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no token in the mail "${mail.subject}"`);
  return match[1]!;
};
