import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Sql } from '../db/client.js';
import { appPlugin } from '../lib/plugin.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for (password_reset_code, doctor_new_password, ...): logged, never the body. */
  kind: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise keeps the mail in the mail_outbox table (the
 * demo and the tests read codes there). Either way the log gets a line without the body or the
 * recipient, since bodies carry codes and passwords.
 */
export function createMailer(opts: {
  smtpUrl: string | null;
  from: string;
  sql: Sql;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const record = async (
    mail: Mail,
    status: 'outbox' | 'sent' | 'failed',
    body: string | null,
    error?: string,
  ) => {
    const [row] = await opts.sql.query<{ id: number }>(
      'insert into mail_outbox (to_address, subject, body, kind, status, error) values ($1, $2, $3, $4, $5, $6) returning id',
      [mail.to, mail.subject, body, mail.kind, status, error ?? null],
    );
    return row.id;
  };
  return {
    async send(mail) {
      if (!transport) {
        const id = await record(mail, 'outbox', mail.text);
        opts.log.info({ mail_kind: mail.kind, outbox_id: id }, 'mail kept in the outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
        await record(mail, 'sent', null);
        opts.log.info({ mail_kind: mail.kind }, 'mail sent');
      } catch (error) {
        await record(mail, 'failed', null, (error as Error).message);
        opts.log.error({ mail_kind: mail.kind, error: (error as Error).message }, 'mail could not be sent');
        throw error;
      }
    },
  };
}

export const mailPlugin = appPlugin(async (app: FastifyInstance) => {
  app.decorate(
    'mailer',
    createMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom, sql: app.database, log: app.log }),
  );
}, 'mail');
