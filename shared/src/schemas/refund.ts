import { type DollarInput, dollarsToCents } from '@telehealth/shared/format';
import * as v from 'valibot';
import { REFUND_REASON_MAX } from './limits';
import { DECIMAL_TEXT } from './rules';

export const REFUND_TYPES = ['full_refund', 'partial_refund'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

export const REFUND_MESSAGES = {
  amountRequired: 'Please enter amount',
  amountInvalid: 'Enter a valid amount',
  amountAboveTotal: 'Refund amount cannot be greater than total amount',
  amountEqualsTotal: 'Please select the Full Refund option',
  reasonRequired: 'Please enter reason',
  reasonTooLong: 'Reason must be at most 250 characters',
} as const;

/** What is wrong with a partial amount, compared in cents; null when it is fine. */
export function partialAmountError(amount: string, totalCents: number | null): string | null {
  const text = amount.trim();
  if (!text) return REFUND_MESSAGES.amountRequired;
  const cents = DECIMAL_TEXT.test(text) ? dollarsToCents(text) : null;
  if (cents === null || cents <= 0) return REFUND_MESSAGES.amountInvalid;
  if (totalCents !== null && cents > totalCents) return REFUND_MESSAGES.amountAboveTotal;
  if (totalCents !== null && cents === totalCents) return REFUND_MESSAGES.amountEqualsTotal;
  return null;
}

/**
 * The Refund dialog for a payment of `totalDollars`. `amount` matters only for a partial refund;
 * it stays text (send `dollarsToCents(amount)` or the total). `reason` comes out trimmed.
 */
export function refundSchema(totalDollars: DollarInput) {
  const totalCents = dollarsToCents(totalDollars);
  // Each rule reports one message; partialAmountError makes them mutually exclusive.
  const passes = (input: { type: RefundType; amount: string }, message: string) =>
    input.type !== 'partial_refund' || partialAmountError(input.amount, totalCents) !== message;
  return v.pipe(
    v.object({
      type: v.picklist(REFUND_TYPES),
      amount: v.string(),
      reason: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(REFUND_MESSAGES.reasonRequired),
        v.maxLength(REFUND_REASON_MAX, REFUND_MESSAGES.reasonTooLong),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['type'], ['amount']],
        (input) => passes(input, REFUND_MESSAGES.amountRequired),
        REFUND_MESSAGES.amountRequired,
      ),
      ['amount'],
    ),
    v.forward(
      v.partialCheck(
        [['type'], ['amount']],
        (input) => passes(input, REFUND_MESSAGES.amountInvalid),
        REFUND_MESSAGES.amountInvalid,
      ),
      ['amount'],
    ),
    v.forward(
      v.partialCheck(
        [['type'], ['amount']],
        (input) => passes(input, REFUND_MESSAGES.amountAboveTotal),
        REFUND_MESSAGES.amountAboveTotal,
      ),
      ['amount'],
    ),
    v.forward(
      v.partialCheck(
        [['type'], ['amount']],
        (input) => passes(input, REFUND_MESSAGES.amountEqualsTotal),
        REFUND_MESSAGES.amountEqualsTotal,
      ),
      ['amount'],
    ),
  );
}
export type RefundValues = { type: RefundType; amount: string; reason: string };
