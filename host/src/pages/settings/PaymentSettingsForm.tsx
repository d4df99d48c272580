import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  ADMIN_EMAIL_MAX,
  PERCENT_MAX,
  type PaymentSettingsOutput,
  type PaymentSettingsValues,
  paymentSettingsSchema,
} from '@telehealth/shared/schemas';
import {
  ErrorPanel,
  FormField,
  Input,
  notifySuccess,
  SectionCard,
  Skeleton,
  Stack,
} from '@telehealth/shared/ui';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useApiQuery } from '@telehealth/shared/query';
import { usePermission } from '@telehealth/shared/session';
import { SettingsForm } from './SettingsForm';
import { fetchPaymentSettings, type PaymentSettings, savePaymentSettings } from './settings-api';

/** Tab Payment: the platform's admin e-mail, commission and cancellation fee. */
export function PaymentSettingsForm() {
  const current = useApiQuery(['settings', 'payment'], fetchPaymentSettings);
  if (current.status === 'error') return <ErrorPanel onRetry={current.reload} />;
  return (
    <SectionCard title="Payment Settings">
      {current.status === 'loading' ? (
        <Stack gap="5" maxWidth="md" aria-busy="true">
          <Skeleton height="16" />
          <Skeleton height="16" />
          <Skeleton height="16" />
        </Stack>
      ) : (
        <PaymentSettingsFields current={current.data} />
      )}
    </SectionCard>
  );
}

function PaymentSettingsFields({ current }: { current: PaymentSettings }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PaymentSettingsValues, unknown, PaymentSettingsOutput>({
    resolver: valibotResolver(paymentSettingsSchema),
    defaultValues: {
      admin_email: current.admin_email ?? '',
      admin_commission: String(current.admin_commission ?? ''),
      cancellation_fee: String(current.cancellation_fee ?? ''),
    },
  });

  const mayChange = usePermission('settings.write');
  const save = handleSubmit(async (values) => {
    try {
      await savePaymentSettings(values);
    } catch {
      return; // the API client showed the server's message
    }
    notifySuccess('Updated');
  });

  return (
    <SettingsForm label="Payment Settings" onSubmit={save} submitting={isSubmitting} readOnly={!mayChange}>
      <FormField label="Admin E-mail" error={errors.admin_email?.message}>
        <Input type="email" maxLength={ADMIN_EMAIL_MAX} autoComplete="email" {...register('admin_email')} />
      </FormField>
      <FormField label="Admin Commission %" error={errors.admin_commission?.message}>
        <PercentInput {...register('admin_commission')} />
      </FormField>
      <FormField label="Cancellation Fee %" error={errors.cancellation_fee?.message}>
        <PercentInput {...register('cancellation_fee')} />
      </FormField>
    </SettingsForm>
  );
}

/** A percentage from 0 to 100, decimals allowed. */
function PercentInput(props: UseFormRegisterReturn) {
  return <Input type="number" inputMode="decimal" min={0} max={PERCENT_MAX} step="any" {...props} />;
}
