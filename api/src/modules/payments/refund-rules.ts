import { badRequest } from '../../lib/http-error.js';

// The Refund dialog's rules (an amount above zero and below the total for a partial refund, a reason
// of at most 250 characters), enforced again by the server with the same messages.
export const REFUND_REASON_MAX = 250;

export interface RefundInput {
  type?: unknown;
  amount?: unknown;
  reason?: unknown;
}

export interface ValidRefund {
  type: 'full_refund' | 'partial_refund';
  /** Null for a full refund sent without an amount. */
  amountCents: number | null;
  reason: string;
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** Dollars (a number or decimal text, at most two decimals) → cents; null when not a valid amount. */
export function amountToCents(amount: unknown): number | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    text = String(amount);
  } else if (typeof amount === 'string') {
    text = amount.trim();
  } else {
    return null;
  }
  if (text.startsWith('-')) return -1;
  if (!DECIMAL.test(text) || text.length > 15) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function missing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Checks the body's shape and the rules that need no payment; the caps are checked against it. */
export function validateRefund(body: RefundInput): ValidRefund {
  if (body.type !== 'full_refund' && body.type !== 'partial_refund') {
    throw badRequest('type must be full_refund or partial_refund');
  }
  let amountCents: number | null = null;
  if (body.type === 'partial_refund') {
    if (missing(body.amount)) throw badRequest('Please enter amount');
    amountCents = amountToCents(body.amount);
    if (amountCents === null || amountCents <= 0) throw badRequest('Enter a valid amount');
  } else if (!missing(body.amount)) {
    amountCents = amountToCents(body.amount);
    if (amountCents === null || amountCents <= 0) throw badRequest('Enter a valid amount');
  }
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!reason) throw badRequest('Please enter reason');
  if (reason.length > REFUND_REASON_MAX) throw badRequest('Reason must be at most 250 characters');
  return { type: body.type, amountCents, reason };
}
