import type { Sql } from '../db/client.js';
import { tooManyRequests } from './http-error.js';
import { hmac } from './keys.js';
import { countThrottleRefusal } from './ops-counters.js';

/**
 * How one kind of attempt is limited: `free` attempts pass at once; from then on each one makes
 * the next wait `baseSeconds`, doubling, at most `capSeconds`; `idleSeconds` without an attempt
 * start the count again. docs/security.md explains the numbers.
 */
export interface ThrottleRule {
  name: string;
  free: number;
  baseSeconds: number;
  capSeconds: number;
  idleSeconds: number;
  /** The 429's message, with `{wait}` for the time to wait ("30 seconds", "15 minutes"). */
  message: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const THROTTLES = {
  /** Sign-ins from one client address: an attacker's own source slows down to one try per 15 minutes. */
  signInBySource: {
    name: 'sign-in:source',
    free: 10,
    baseSeconds: 30,
    capSeconds: 15 * MINUTE,
    idleSeconds: HOUR,
    message: 'Too many sign-in attempts. Please try again in {wait}.',
  },
  /**
   * Sign-ins to one account from anywhere: only a short delay (at most a minute), so guesses from
   * many addresses cannot lock the real administrator out, yet are held to one a minute.
   */
  signInByAccount: {
    name: 'sign-in:account',
    free: 10,
    baseSeconds: 1,
    capSeconds: MINUTE,
    idleSeconds: HOUR,
    message: 'Too many sign-in attempts. Please try again in {wait}.',
  },
  /** Reset codes asked for from one client address. */
  resetRequestBySource: {
    name: 'reset-request:source',
    free: 5,
    baseSeconds: MINUTE,
    capSeconds: HOUR,
    idleSeconds: HOUR,
    message: 'Too many password reset requests. Please try again in {wait}.',
  },
  /** Reset codes made for one e-mail address (known or not, so the answer tells nothing). */
  resetRequestByAccount: {
    name: 'reset-request:account',
    free: 3,
    baseSeconds: MINUTE,
    capSeconds: HOUR,
    idleSeconds: 24 * HOUR,
    message: 'Too many password reset requests. Please try again in {wait}.',
  },
  /** Codes tried from one client address. */
  resetCodeBySource: {
    name: 'reset-code:source',
    free: 10,
    baseSeconds: MINUTE,
    capSeconds: HOUR,
    idleSeconds: HOUR,
    message: 'Too many verification attempts. Please try again in {wait}.',
  },
  /** Codes tried against one administrator's resets, from anywhere: about 40 a day at most. */
  resetCodeByAccount: {
    name: 'reset-code:account',
    free: 10,
    baseSeconds: MINUTE,
    capSeconds: HOUR,
    idleSeconds: 24 * HOUR,
    message: 'Too many verification attempts. Please try again in {wait}.',
  },
  /** The administrator's password re-entered in a session (block, delete, change password, ...). */
  reauthByAdmin: {
    name: 'reauth:admin',
    free: 5,
    baseSeconds: 30,
    capSeconds: 15 * MINUTE,
    idleSeconds: HOUR,
    message: 'Too many wrong passwords. Please try again in {wait}.',
  },
  /** Second steps of sign-in from one client address (as the password step). */
  secondFactorBySource: {
    name: 'second-factor:source',
    free: 10,
    baseSeconds: 30,
    capSeconds: 15 * MINUTE,
    idleSeconds: HOUR,
    message: 'Too many verification attempts. Please try again in {wait}.',
  },
  /**
   * Second-factor codes tried for one administrator, from anywhere (sign-in and step-up): a million
   * codes cannot be walked at one try a minute.
   */
  secondFactorByAdmin: {
    name: 'second-factor:admin',
    free: 5,
    baseSeconds: 30,
    capSeconds: 15 * MINUTE,
    idleSeconds: HOUR,
    message: 'Too many wrong codes. Please try again in {wait}.',
  },
} as const satisfies Record<string, ThrottleRule>;

/** "45 seconds", "1 minute", "15 minutes": rounded up, as a person would read it. */
export function describeWait(seconds: number): string {
  if (seconds < MINUTE) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / MINUTE);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export interface Throttles {
  /**
   * Counts one attempt of `subject` (a client address, an account) under `rule`, or throws the
   * 429 (with Retry-After) when it must wait. Checked and counted in one locked statement.
   */
  hit(rule: ThrottleRule, subject: string): Promise<void>;
  /** Forgets the attempts of `subject` under `rule` (after a success). */
  clear(rule: ThrottleRule, subject: string): Promise<void>;
}

/** Throttles kept in PostgreSQL, shared by every server process; subjects are stored as HMACs. */
export function createThrottles(sql: Sql, lookupKey: Buffer): Throttles {
  const keyOf = (rule: ThrottleRule, subject: string) => hmac(lookupKey, `throttle:${rule.name}:${subject}`);
  return {
    async hit(rule, subject) {
      const [row] = await sql.query<{ allowed: boolean; retry_after: number }>(
        'select allowed, retry_after from auth_throttle_hit($1, $2, $3, $4, $5)',
        [keyOf(rule, subject), rule.free, rule.baseSeconds, rule.capSeconds, rule.idleSeconds],
      );
      if (row?.allowed) return;
      countThrottleRefusal(rule.name);
      const wait = Number(row?.retry_after ?? rule.capSeconds);
      throw tooManyRequests(rule.message.replace('{wait}', describeWait(wait)), wait);
    },
    async clear(rule, subject) {
      await sql.query('delete from auth_throttles where key = $1', [keyOf(rule, subject)]);
    },
  };
}

/** Throttles nobody has touched for two days are of no use; called after failures, it is cheap. */
export async function forgetOldThrottles(sql: Sql): Promise<void> {
  await sql.query(
    `delete from auth_throttles where last_hit_at < now() - interval '2 days'
        and (blocked_until is null or blocked_until < now())`,
  );
}
