import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Orm } from '../db/connect';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const FROM = 'Surveillance santé animale <no-reply@localhost>';

/**
 * Sends through SMTP_URL when set; otherwise keeps the mail in the outbox table and the log, so the
 * password-reset flow works out of the box on a workstation.
 */
export function createMailer(options: {
  smtpUrl?: string;
  orm: Orm;
  log: FastifyBaseLogger;
  from?: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from ?? FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
    };
  }
  return {
    async send(mail) {
      await options.orm.insert(outbox).values({ to: mail.to, subject: mail.subject, body: mail.text });
      options.log.info(
        { to: mail.to, subject: mail.subject, body: mail.text },
        'mail kept in the outbox (no SMTP_URL)',
      );
    },
  };
}
