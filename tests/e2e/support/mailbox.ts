/** A real SMTP server on loopback for e2e specs that start their own app server with `smtpUrl`. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string;
  subject: string;
  body: string;
}

export interface Mailbox {
  url: string;
  messages(): readonly Received[];
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft breaks, =XX bytes) and reads the bytes as UTF-8. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** An RFC 2047 header (=?UTF-8?Q?…?= words, folded) as text. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => fromQuotedPrintable(word.replace(/_/g, ' ')));

export async function startMailbox(): Promise<Mailbox> {
  const inbox: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const split = raw.indexOf('\r\n\r\n');
        const head = raw.slice(0, split);
        const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(head)?.[1] ?? '';
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: decodeHeader(subject.replace(/\r\n[ \t]/g, ' ')),
          body: fromQuotedPrintable(raw.slice(split + 4)),
        });
        callback();
      });
    },
  });
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => inbox,
    close: () => new Promise<void>((done) => smtp.close(() => done())),
  };
}

/** A free loopback port, for a server of the spec's own. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}
