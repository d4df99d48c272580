import { centsToDollars, dollarsToCents, formatDollars, fullName } from '@telehealth/shared/format';
import { REFUND_REASON_MAX, type RefundValues, refundSchema } from './refund-schema';
import {
  DetailList,
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
import type { PaymentRow, RefundBody } from '../types';

/** What the dialog needs of the payment it refunds. */
export type RefundedPayment = Pick<
  PaymentRow,
  'collected_amount' | 'transaction_id' | 'type' | 'appointment'
>;

export interface RefundDialogProps {
  /**
   * The payment refunded: its total (collected_amount, what a full refund returns and the ceiling of
   * a partial one), and what names it in the dialog: the appointment id, the patient (as masked by
   * the API) and the transaction.
   */
  payment: RefundedPayment;
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

/** Which payment this is, said before anything is chosen: a refund cannot be taken back. */
function RefundSubject({ payment }: { payment: RefundedPayment }) {
  return (
    <DetailList
      columns={2}
      items={[
        { label: 'Appointment ID', value: payment.appointment?.appt_id },
        { label: 'Patient', value: fullName(payment.appointment?.user) },
        {
          label: 'Transaction ID',
          value: payment.transaction_id ? (
            // One line, never broken inside the id: cut with an ellipsis on a phone, whole in its title.
            <Text
              as="span"
              display="block"
              fontFamily="mono"
              fontSize="xs"
              truncate
              title={payment.transaction_id}
            >
              {payment.transaction_id}
            </Text>
          ) : null,
        },
        {
          label: 'Amount Paid',
          value: `${formatDollars(payment.collected_amount)}${payment.type === 'extended' ? ' (extended call)' : ''}`,
        },
      ]}
    />
  );
}

/**
 * 'Refund': which payment it is (appointment, patient, transaction, amount), then Full Refund (shows
 * the total) or Partial Refund (an amount), a reason with its counter, and Done.
 */
export function RefundDialog({ payment, onRefund, onClose }: RefundDialogProps) {
  const total = payment.collected_amount;
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
  const reasonLength = (watch('reason') ?? '').length;

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
      <RefundSubject payment={payment} />
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
      {/* No maxLength: a longer reason is kept as typed or pasted and refused with a message,
          never cut silently at the limit. */}
      <FormField
        label="Reason"
        error={errors.reason?.message}
        helperText={<ReasonCounter length={reasonLength} />}
      >
        <Textarea rows={4} aria-describedby="refund-reason-counter" {...register('reason')} />
      </FormField>
      {errors.reason && <ReasonCounter length={reasonLength} />}
    </FormDialog>
  );
}

/** '12 / 250': how much of the reason's limit is used; past it, in the error colour. */
function ReasonCounter({ length }: { length: number }) {
  const over = length > REFUND_REASON_MAX;
  return (
    <Text
      as="span"
      id="refund-reason-counter"
      display="block"
      textAlign="end"
      textStyle="xs"
      color={over ? 'fg.error' : 'fg.muted'}
      aria-live="polite"
    >
      {`${length} / ${REFUND_REASON_MAX}`}
    </Text>
  );
}
