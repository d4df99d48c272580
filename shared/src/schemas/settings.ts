import * as v from 'valibot';
import { ADMIN_EMAIL_MAX, PERCENT_MAX } from './limits';
import { BASIC_EMAIL, DECIMAL_TEXT, numericText } from './rules';

/** A percentage from 0 to 99, typed as text; every failure has the one message the spec gives. */
function percent(message: string) {
  return v.pipe(
    numericText(message),
    v.regex(DECIMAL_TEXT, message),
    v.check((text) => Number(text) <= PERCENT_MAX, message),
  );
}

/** Settings → Payment. Field names are the API's setting names; numbers stay text (validated). */
export const paymentSettingsSchema = v.object({
  admin_email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please enter admin email'),
    v.maxLength(ADMIN_EMAIL_MAX, 'Admin email must be at most 50 characters'),
    // The API answers the same texts (api/src/modules/users/service.ts).
    v.regex(BASIC_EMAIL, 'Please enter a valid admin email'),
  ),
  admin_commission: percent('Please enter valid commission'),
  cancellation_fee: percent('Please enter valid fee'),
});
export type PaymentSettingsValues = v.InferInput<typeof paymentSettingsSchema>;
export type PaymentSettingsOutput = v.InferOutput<typeof paymentSettingsSchema>;
