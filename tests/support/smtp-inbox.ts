/**
 * A real SMTP server on loopback that keeps every message it receives, decoded: the mail the app sends
 * (password reset codes, alerts) is read back by server tests and e2e specs alike.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string;
  /** The decoded Subject header. */
  subject: string;
  /** The decoded body (quoted-printable or base64), as UTF-8. */
  body: string;
  /** The message as it arrived, headers included. */
  raw: string;
}

export interface SmtpInbox {
  /** What the app's `smtpUrl` should be. */
  url: string;
  /** Every message received, oldest first; a test may empty it. */
  mails: Mail[];
  /** Refuses the next `count` messages with a transient 451, as a busy server would. */
  refuseNext(count: number): void;
  /** Refusals asked for and not yet used. */
  refusalsLeft(): number;
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft breaks, =XX bytes) and reads the bytes as UTF-8. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** An RFC 2047 header (=?UTF-8?Q?…?= or =?UTF-8?B?…?= words, folded) as text. */
const decodeHeader = (value: string) =>
  value
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => fromQuotedPrintable(word.replace(/_/g, ' ')))
    .replace(/=\?UTF-8\?B\?(.*?)\?=/gi, (_, word: string) => Buffer.from(word, 'base64').toString('utf8'));

export function decodeMail(to: string, raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const encoded = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? '';
  const body = /Content-Transfer-Encoding: base64/i.test(head)
    ? Buffer.from(encoded, 'base64').toString('utf8')
    : fromQuotedPrintable(encoded);
  return { to, subject: decodeHeader(subject), body, raw };
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: Mail[] = [];
  let refusals = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // The app is on this machine: no reverse DNS lookup of 127.0.0.1 before each greeting.
    disableReverseLookup: true,
    // `close()` ends the connections a client keeps open (a pooled transport) at once, not after 30 s.
    closeTimeout: 1,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          return callback(Object.assign(new Error('mailbox busy'), { responseCode: 451 }));
        }
        mails.push(decodeMail(session.envelope.rcptTo.map((r) => r.address).join(','), raw));
        callback();
      });
    },
  });
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseNext: (count) => {
      refusals = count;
    },
    refusalsLeft: () => refusals,
    close: () => new Promise<void>((done) => smtp.close(() => done())),
  };
}

/** A free loopback port, for a server of a test's own. */
export { freePort } from './with-postgres';
