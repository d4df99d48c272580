import { Alert, DetailList, Stack, Text } from '@telehealth/shared/ui';
import type { BankAccount, StripeAccount } from '../types';

export const BANK_ERROR_TEXT =
  'There is something wrong with the bank account. Please see the dashboard for more details.';

export interface BankDetailProps {
  bank: BankAccount | null;
  stripe: StripeAccount | null;
}

/** The payout account of a doctor or clinic, with the error panel when the account has a problem. */
export function BankDetail({ bank, stripe }: BankDetailProps) {
  const hasProblem = Boolean(bank?.has_error) || (stripe !== null && !stripe.active);
  return (
    <Stack gap="4">
      {hasProblem && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{BANK_ERROR_TEXT}</Alert.Title>
        </Alert.Root>
      )}
      {bank || stripe ? (
        <DetailList
          items={[
            { label: 'Bank Name', value: bank?.bank_name },
            { label: 'Account Number', value: bank ? `XXXX XXXX ${bank.last4}` : null },
            { label: 'Stripe Account', value: stripe?.stripe_id },
            { label: 'Stripe Status', value: stripe ? (stripe.active ? 'Active' : 'Inactive') : null },
          ]}
          columns={2}
        />
      ) : (
        <Text color="fg.muted">No bank account added yet.</Text>
      )}
    </Stack>
  );
}
