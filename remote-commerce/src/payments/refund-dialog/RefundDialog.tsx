import { centsToDollars, dollarsToCents, type DollarInput, formatDollars } from '@telehealth/shared/format';
import { REFUND_REASON_MAX, type RefundValues, refundSchema } from './refund-schema';
import {
  FormDialog,
  FormField,
  Input,
  RadioGroup,
  Stack,
  Text,
  Textarea,
  useDialogForm,
} from '@telehealth/shared/ui';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { RefundBody } from '../types';

export interface RefundDialogProps {
  /** The payment's total in dollars: what a full refund returns and the ceiling of a partial one. */
  total: DollarInput;
  /** Sends the refund; rejecting keeps the dialog open (the API client has shown the message). */
  onRefund: (body: RefundBody) => Promise<unknown>;
  onClose: () => void;
}

const DEFAULTS: RefundValues = { type: 'full_refund', amount: '', reason: '' };

/** The body the API takes: the total for a full refund, the typed amount (exact to the cent) otherwise. */
export function refundBody(values: RefundValues, totalCents: number): RefundBody {
  const cents = values.type === 'full_refund' ? totalCents : (dollarsToCents(values.amount) ?? 0);
  return { type: values.type, amount: centsToDollars(cents), reason: values.reason };
}

/** 'Refund': Full Refund (shows the total) or Partial Refund (an amount), a reason, and Done. */
export function RefundDialog({ total, onRefund, onClose }: RefundDialogProps) {
  const totalCents = dollarsToCents(total) ?? 0;
  const schema = useMemo(() => refundSchema(total), [total]);
  const { form, pending, submit } = useDialogForm({
    open: true,
    schema,
    defaultValues: DEFAULTS,
    onSubmit: (values: RefundValues) => onRefund(refundBody(values, totalCents)),
    onClose,
  });
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = form;
  const type = watch('type');

  return (
    <FormDialog
      open
      title="Refund"
      submitLabel="Done"
      dismiss="close-button"
      gap="5"
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <RadioGroup.Root
            name={field.name}
            value={field.value}
            onValueChange={(details) => field.onChange(details.value)}
            colorPalette="teal"
          >
            <Stack gap="3">
              <RadioGroup.Item value="full_refund">
                <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Full Refund</RadioGroup.ItemText>
              </RadioGroup.Item>
              {type === 'full_refund' && (
                <Text paddingInlineStart="7" color="fg.muted" data-testid="refund-total">
                  Total Amount: {formatDollars(total)}
                </Text>
              )}
              <RadioGroup.Item value="partial_refund">
                <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Partial Refund</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
        )}
      />
      {type === 'partial_refund' && (
        <FormField label="Amount" error={errors.amount?.message}>
          <Input inputMode="decimal" placeholder="0.00" autoFocus {...register('amount')} />
        </FormField>
      )}
      <FormField label="Reason" error={errors.reason?.message}>
        <Textarea rows={4} maxLength={REFUND_REASON_MAX} {...register('reason')} />
      </FormField>
    </FormDialog>
  );
}
