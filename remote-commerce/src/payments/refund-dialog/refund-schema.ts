import { type DollarInput, dollarsToCents } from '@telehealth/shared/format';
import { DECIMAL_TEXT } from '@telehealth/shared/schemas';
import * as v from 'valibot';

export const REFUND_REASON_MAX = 250;

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
 *
 * Every rule sits on its own field (a variant on `type`), never in a pipe after the object:
 * react-hook-form's valibot resolver parses with `abortPipeEarly`, which skips checks that follow
 * a failed object, so an amount rule placed there vanished whenever the reason was empty too.
 */
export function refundSchema(totalDollars: DollarInput) {
  const totalCents = dollarsToCents(totalDollars);
  const reason = v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REFUND_MESSAGES.reasonRequired),
    v.maxLength(REFUND_REASON_MAX, REFUND_MESSAGES.reasonTooLong),
  );
  const partialAmount = v.pipe(
    v.string(),
    v.check(
      (amount) => partialAmountError(amount, totalCents) === null,
      (issue) => partialAmountError(String(issue.input), totalCents) ?? REFUND_MESSAGES.amountInvalid,
    ),
  );
  return v.variant('type', [
    v.object({ type: v.literal('full_refund'), amount: v.string(), reason }),
    v.object({ type: v.literal('partial_refund'), amount: partialAmount, reason }),
  ]);
}
export type RefundValues = { type: RefundType; amount: string; reason: string };
