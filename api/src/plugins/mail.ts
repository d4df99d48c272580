import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Sql } from '../db/client.js';
import type { FieldCrypto } from '../lib/crypto.js';
import { type Delivery, type MailTransport, startDelivery } from '../lib/mail-delivery.js';
import { createOutbox, type Mail } from '../lib/mail-outbox.js';

export type { Mail } from '../lib/mail-outbox.js';

export interface Mailer {
  /** Queues the mail (encrypted, durable) and returns; delivery happens in the background. */
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** How often mail past the retention period is purged. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** nodemailer's SMTP transport with timeouts bounded well inside the delivery lease. */
export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never) as unknown as MailTransport;
}

/**
 * `send` writes the mail to the outbox (mail-outbox.ts) and returns: no SMTP round trip inside a
 * request. With a transport (SMTP_URL set) the delivery worker sends it at once and retries with
 * backoff; without one the mail stays in the outbox, encrypted, for the operator to read with
 * `pnpm --filter @telehealth/api outbox`. The log gets the kind and the outbox id, never the
 * recipient or the body (bodies carry codes and passwords).
 */
export function createMailer(opts: {
  sql: Sql;
  crypto: FieldCrypto;
  transport: MailTransport | null;
  from: string;
  log: FastifyBaseLogger;
  retentionDays: number;
  pollMs?: number;
}) {
  const outbox = createOutbox(opts.sql, opts.crypto);
  const delivery: Delivery | null = opts.transport
    ? startDelivery({
        outbox,
        transport: opts.transport,
        from: opts.from,
        log: opts.log,
        pollMs: opts.pollMs,
      })
    : null;

  let purging: Promise<void> | null = null;
  const purge = () => {
    purging ??= outbox
      .purge(opts.retentionDays)
      .then(
        (count) => {
          if (count) opts.log.info({ purged: count }, 'mail past its retention purged from the outbox');
        },
        () => opts.log.warn('mail retention purge skipped: the outbox could not be reached'),
      )
      .finally(() => {
        purging = null;
      });
  };
  const purgeTimer = setInterval(purge, PURGE_EVERY_MS);
  purgeTimer.unref();
  purge();

  const mailer: Mailer = {
    async send(mail) {
      const id = await outbox.enqueue(mail, delivery ? 'pending' : 'outbox');
      if (delivery) {
        delivery.kick();
        opts.log.info({ mail_kind: mail.kind, outbox_id: id }, 'mail queued for delivery');
      } else {
        opts.log.info({ mail_kind: mail.kind, outbox_id: id }, 'mail kept in the outbox (no SMTP_URL)');
      }
    },
  };
  return {
    mailer,
    outbox,
    async stop() {
      clearInterval(purgeTimer);
      await Promise.all([delivery?.stop(), purging]);
    },
  };
}

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mail = createMailer({
      sql: app.database,
      crypto: app.fieldCrypto,
      transport: app.config.smtpUrl ? smtpTransport(app.config.smtpUrl) : null,
      from: app.config.mailFrom,
      log: app.log,
      retentionDays: app.config.mailRetentionDays,
    });
    app.decorate('mailer', mail.mailer);
    // Before the database closes (onClose hooks run in reverse order of registration).
    app.addHook('onClose', () => mail.stop());
  },
  { name: 'mail', fastify: '5.x' },
);
