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

/** Where a process that queues mail without delivering it (ROLE=web) tells the workers at once. */
export const MAIL_CHANNEL = 'mail_outbox';

/**
 * `send` writes the mail to the outbox (mail-outbox.ts) and returns: no SMTP round trip inside a
 * request. With a transport (SMTP_URL set) the mail waits for delivery; without one it stays in the
 * outbox, encrypted, for the operator to read with `pnpm --filter @telehealth/api outbox`. The log
 * gets the kind and the outbox id, never the recipient or the body (bodies carry codes and
 * passwords).
 *
 * `start` runs the delivery worker (which sends at once and retries with backoff) and the purge, in
 * the processes whose ROLE runs the background work; a process that does not deliver tells the
 * others of each mail on MAIL_CHANNEL, and they look at the outbox every few seconds anyway.
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
  let delivery: Delivery | null = null;
  let started = false;

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
  let purgeTimer: NodeJS.Timeout | undefined;

  const mailer: Mailer = {
    async send(mail) {
      const id = await outbox.enqueue(mail, opts.transport ? 'pending' : 'outbox');
      if (!opts.transport) {
        opts.log.info({ mail_kind: mail.kind, outbox_id: id }, 'mail kept in the outbox (no SMTP_URL)');
        return;
      }
      if (delivery) delivery.kick();
      else
        await opts.sql.query('select pg_notify($1, $2)', [MAIL_CHANNEL, String(id)]).catch(() => undefined);
      opts.log.info({ mail_kind: mail.kind, outbox_id: id }, 'mail queued for delivery');
    },
  };
  return {
    mailer,
    outbox,
    /** Starts delivering (with a transport) and purging: the background work of this process. */
    start() {
      if (started) return;
      started = true;
      if (opts.transport) {
        delivery = startDelivery({
          outbox,
          transport: opts.transport,
          from: opts.from,
          log: opts.log,
          pollMs: opts.pollMs,
        });
      }
      purgeTimer = setInterval(purge, PURGE_EVERY_MS);
      purgeTimer.unref();
      purge();
    },
    /** Looks for due mail now (a mail another process queued). */
    kick() {
      delivery?.kick();
    },
    async stop() {
      clearInterval(purgeTimer);
      await Promise.all([delivery?.stop(), purging]);
    },
  };
}

export type MailRunner = ReturnType<typeof createMailer>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's delivery and purge, started by the background work (plugins/background.ts). */
    mailDelivery: Pick<MailRunner, 'start' | 'kick'>;
  }
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
    app.decorate('mailDelivery', { start: mail.start, kick: mail.kick });
    // Before the database closes (onClose hooks run in reverse order of registration).
    app.addHook('onClose', () => mail.stop());
  },
  { name: 'mail', fastify: '5.x' },
);
