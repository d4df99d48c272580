import type { FastifyBaseLogger } from 'fastify';
import { databaseErrorCode } from './db-errors.js';
import type { Outbox, OutboxMail } from './mail-outbox.js';

/** What the worker hands a mail to: nodemailer's SMTP transport, or a stand-in in tests. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    messageId: string;
  }): Promise<unknown>;
  close?(): void;
}

export interface DeliveryOptions {
  outbox: Outbox;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** How often due mail (retries, mail left by a crash) is looked for besides each enqueue. */
  pollMs?: number;
  /** How long a claimed mail is this worker's; after it another worker may retry it. */
  leaseSeconds?: number;
}

const DEFAULT_POLL_MS = 5_000;
/** Above the SMTP transport's own timeouts (mail.ts), so a live delivery is never taken over. */
export const DEFAULT_LEASE_SECONDS = 120;
const MARK_SENT_TRIES = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers the outbox: one mail at a time, as soon as one is enqueued (kick) and on a timer (for
 * retries and for mail a crashed process had claimed). A failed try is retried with backoff
 * (mail-outbox.ts). `stop` waits for the mail in hand, so none is left half-recorded on close.
 */
export function startDelivery(options: DeliveryOptions) {
  const { outbox, transport, from, log } = options;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const markSent = async (mail: OutboxMail) => {
    // The mail is out: recording it is retried for a while, since a mail whose lease runs out
    // unrecorded is sent a second time.
    for (let tryNumber = 1; ; tryNumber++) {
      try {
        await outbox.markSent(mail.id);
        return;
      } catch (error) {
        if (tryNumber >= MARK_SENT_TRIES) throw error;
        await sleep(1000 * tryNumber);
      }
    }
  };

  const deliver = async (mail: OutboxMail) => {
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.body ?? '',
        // The same id on a retry lets a receiving server drop a duplicate.
        messageId: `<outbox.${mail.id}.${mail.createdAt.getTime()}@telehealth.invalid>`,
      });
    } catch (error) {
      const outcome = await outbox.markFailedTry(mail, (error as Error).message);
      log.warn(
        { mail_kind: mail.kind, outbox_id: mail.id, attempts: mail.attempts, outcome },
        outcome === 'failed' ? 'mail could not be sent; given up' : 'mail could not be sent; will retry',
      );
      return;
    }
    await markSent(mail);
    log.info({ mail_kind: mail.kind, outbox_id: mail.id }, 'mail sent');
  };

  const drain = async () => {
    do {
      again = false;
      try {
        for (
          let mail = await outbox.claimDue(leaseSeconds);
          mail;
          mail = await outbox.claimDue(leaseSeconds)
        ) {
          await deliver(mail);
          if (stopped) return;
        }
      } catch (error) {
        // The database away: the timer tries again.
        log.warn(
          { error_code: databaseErrorCode(error) },
          'mail delivery paused: the outbox could not be read',
        );
        return;
      }
    } while (again && !stopped);
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(kick, options.pollMs ?? DEFAULT_POLL_MS);
  timer.unref();
  kick();

  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close?.();
    },
  };
}

export type Delivery = ReturnType<typeof startDelivery>;
