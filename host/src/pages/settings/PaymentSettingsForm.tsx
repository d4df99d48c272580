import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  ADMIN_EMAIL_MAX,
  PERCENT_MAX,
  type PaymentSettingsOutput,
  type PaymentSettingsValues,
  paymentSettingsSchema,
} from '@telehealth/shared/schemas';
import {
  ConfirmDialog,
  ErrorPanel,
  FormField,
  Input,
  notifySuccess,
  SectionCard,
  Skeleton,
  Stack,
  Text,
} from '@telehealth/shared/ui';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useApiQuery, useWrite } from '@telehealth/shared/query';
import { usePermission } from '@telehealth/shared/session';
import { useState } from 'react';
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

/** A money setting's change, old → new, as the confirmation lists it. */
export interface MoneyChange {
  label: string;
  from: string;
  to: string;
}

const MONEY_SETTINGS = [
  { name: 'admin_commission', label: 'Admin Commission' },
  { name: 'cancellation_fee', label: 'Cancellation Fee' },
] as const;

/** The commission and fee that would change (compared as numbers: '15' and '15.0' are the same). */
export function moneyChanges(current: PaymentSettings, next: PaymentSettingsOutput): MoneyChange[] {
  return MONEY_SETTINGS.filter(({ name }) => Number(current[name]) !== Number(next[name])).map(
    ({ name, label }) => ({ label, from: `${Number(current[name])}%`, to: `${Number(next[name])}%` }),
  );
}

function PaymentSettingsFields({ current }: { current: PaymentSettings }) {
  // Values waiting for the admin to confirm the money settings' change.
  const [confirming, setConfirming] = useState<{
    values: PaymentSettingsOutput;
    changes: MoneyChange[];
  } | null>(null);
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
  /** Saves; a failure rejects (the API client showed the server's message), keeping a dialog open. */
  const write = useWrite(savePaymentSettings, { changes: [['settings', 'payment']] });
  const send = async (values: PaymentSettingsOutput) => {
    await write.mutateAsync(values);
    notifySuccess('Updated');
  };

  // Money that changes hands on every appointment: its change is confirmed, old → new, first.
  const save = handleSubmit(async (values) => {
    const changes = moneyChanges(current, values);
    if (changes.length > 0) {
      setConfirming({ values, changes });
      return;
    }
    await send(values).catch(() => undefined);
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
      <ConfirmDialog
        open={confirming !== null}
        title="Change the payment settings?"
        description={
          // Lines of spans: the description is a paragraph, which cannot hold a list.
          confirming?.changes.map((change) => (
            <Text as="span" display="block" color="fg" key={change.label}>
              {`${change.label}: ${change.from} → ${change.to}`}
            </Text>
          ))
        }
        confirmLabel="Save"
        cancelLabel="Cancel"
        confirmColor="teal"
        onConfirm={() => (confirming ? send(confirming.values) : undefined)}
        onClose={() => setConfirming(null)}
      />
    </SettingsForm>
  );
}

/** A percentage from 0 to 100, decimals allowed. */
function PercentInput(props: UseFormRegisterReturn) {
  return <Input type="number" inputMode="decimal" min={0} max={PERCENT_MAX} step="any" {...props} />;
}
