import type { Sql } from '../db/client.js';
import type { FieldCrypto } from './crypto.js';

/** A mail as a request hands it over. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for (password_reset_code, doctor_new_password, ...): logged, never the body. */
  kind: string;
}

/** 'pending' waits for the delivery worker; 'outbox' is kept where there is no SMTP. */
export type OutboxStatus = 'pending' | 'outbox' | 'sent' | 'failed';

/** A mail as the outbox holds it, decrypted. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string | null;
  kind: string;
  status: OutboxStatus;
  attempts: number;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** After this many failed tries a mail is marked failed and no longer retried. */
export const MAX_ATTEMPTS = 10;

/** The wait before try n + 1: 5 s doubling, at most an hour (about 40 minutes over all tries). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(attempts - 1, 0), 3600);
}

/** A mail_outbox row as stored: the same fields, the personal ones (address, subject, body, error) encrypted. */
type StoredRow = Pick<OutboxMail, 'id' | 'subject' | 'body' | 'kind' | 'status' | 'attempts' | 'error'> & {
  to_address: string;
  created_at: Date | string;
  sent_at: Date | string | null;
};

const COLUMNS = 'id, to_address, subject, body, kind, status, attempts, error, created_at, sent_at';

function decrypted(crypto: FieldCrypto, row: StoredRow): OutboxMail {
  return {
    id: Number(row.id),
    to: crypto.decryptField(row.to_address) ?? '',
    subject: crypto.decryptField(row.subject) ?? '',
    body: crypto.decryptField(row.body),
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    error: crypto.decryptField(row.error),
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  };
}

/**
 * The mail_outbox table: every mail the API sends, its recipient, subject, body and delivery error
 * encrypted like other personal fields (the body carries reset codes, new passwords and replies to
 * patients). The delivery worker (mail-delivery.ts) claims due rows under a lease, so a worker
 * that dies mid-delivery leaves a row another picks up once the lease runs out.
 */
export function createOutbox(sql: Sql, crypto: FieldCrypto) {
  return {
    async enqueue(mail: Mail, status: 'pending' | 'outbox'): Promise<number> {
      const [row] = await sql.query<{ id: number }>(
        `insert into mail_outbox (to_address, subject, body, kind, status)
         values ($1, $2, $3, $4, $5) returning id`,
        [
          crypto.encryptField(mail.to),
          crypto.encryptField(mail.subject),
          crypto.encryptField(mail.text),
          mail.kind,
          status,
        ],
      );
      return Number(row.id);
    },

    /** The next due pending mail, leased for `leaseSeconds` to this worker; null when none is due. */
    async claimDue(leaseSeconds: number): Promise<OutboxMail | null> {
      const [row] = await sql.query<StoredRow>(
        `update mail_outbox set lease_until = now() + make_interval(secs => $1), attempts = attempts + 1
          where id = (select id from mail_outbox
                       where status = 'pending' and next_attempt_at <= now()
                         and (lease_until is null or lease_until < now())
                       order by next_attempt_at, id limit 1
                       for update skip locked)
          returning ${COLUMNS}`,
        [leaseSeconds],
      );
      return row ? decrypted(crypto, row) : null;
    },

    /** Handed to SMTP: the body is dropped at once; the row stays until the retention purge. */
    async markSent(id: number): Promise<void> {
      await sql.query(
        `update mail_outbox set status = 'sent', body = null, error = null, sent_at = now(), lease_until = null
          where id = $1`,
        [id],
      );
    },

    /** A failed try: retried after retryDelaySeconds, or failed for good after MAX_ATTEMPTS. */
    async markFailedTry(mail: OutboxMail, error: string): Promise<'retry' | 'failed'> {
      const final = mail.attempts >= MAX_ATTEMPTS;
      await sql.query(
        `update mail_outbox set lease_until = null, error = $2, status = $3,
                next_attempt_at = now() + make_interval(secs => $4)
          where id = $1`,
        [mail.id, crypto.encryptField(error), final ? 'failed' : 'pending', retryDelaySeconds(mail.attempts)],
      );
      return final ? 'failed' : 'retry';
    },

    /** Deletes mail older than `days` that is no longer waiting for delivery; returns how many. */
    async purge(days: number): Promise<number> {
      const rows = await sql.query(
        `delete from mail_outbox
          where status <> 'pending' and created_at < now() - make_interval(days => $1)
          returning id`,
        [days],
      );
      return rows.length;
    },

    /** The newest mail first, decrypted; only mail to `to` when given (for the outbox command and tests). */
    async read(options: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
      const rows = await sql.query<StoredRow>(`select ${COLUMNS} from mail_outbox order by id desc`);
      const to = options.to?.toLowerCase();
      const mails = rows
        .map((row) => decrypted(crypto, row))
        .filter((mail) => to === undefined || mail.to.toLowerCase() === to);
      return options.limit === undefined ? mails : mails.slice(0, options.limit);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * Rows written before the outbox was encrypted (migration 0512) hold plain text: encrypted in
 * place at start-up, under the start-up lock.
 */
export async function encryptLegacyOutbox(sql: Sql, crypto: FieldCrypto): Promise<number> {
  const rows = await sql.query<{ id: number; to_address: string; subject: string; body: string | null }>(
    `select id, to_address, subject, body from mail_outbox where to_address not like 'v1.%'`,
  );
  for (const row of rows) {
    await sql.query(
      'update mail_outbox set to_address = $2, subject = $3, body = $4, error = null where id = $1',
      [
        row.id,
        crypto.encryptField(row.to_address),
        crypto.encryptField(row.subject),
        crypto.encryptField(row.body),
      ],
    );
  }
  return rows.length;
}
