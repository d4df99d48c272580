import * as v from 'valibot';
import { ADMIN_EMAIL_MAX, PERCENT_MAX } from './limits';
import { DECIMAL_TEXT, emailText, numericText } from './rules';

/** A percentage from 0 to 99, typed as text; every failure has the field's one message. */
function percent(message: string) {
  return v.pipe(
    numericText(message),
    v.regex(DECIMAL_TEXT, message),
    v.check((text) => Number(text) <= PERCENT_MAX, message),
  );
}

/** Settings → Payment. Field names are the API's setting names; numbers stay text (validated). */
export const paymentSettingsSchema = v.object({
  // The API answers the same texts (api/src/modules/settings/service.ts).
  admin_email: emailText(
    'Please enter admin email',
    'Please enter a valid admin email',
    ADMIN_EMAIL_MAX,
    'Admin email must be at most 50 characters',
  ),
  admin_commission: percent('Please enter valid commission'),
  cancellation_fee: percent('Please enter valid fee'),
});
export type PaymentSettingsValues = v.InferInput<typeof paymentSettingsSchema>;
export type PaymentSettingsOutput = v.InferOutput<typeof paymentSettingsSchema>;
