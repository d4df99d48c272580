import { SelectFilter, type SelectOption } from '@telehealth/shared/ui';
import { type SortState, parseSort, serializeSort } from '@telehealth/shared/url';
import { DEFAULT_PAYMENT_SORT, PaymentSortField } from '../urls';

/** Each sort in both directions, worded for what it orders. */
export const PAYMENT_SORT_OPTIONS: SelectOption[] = [
  ['Transaction Date', PaymentSortField.transactionDate, 'newest first', 'oldest first'],
  ['Appointment ID', PaymentSortField.appointmentId, 'Z to A', 'A to Z'],
  ['Service Date', PaymentSortField.serviceDate, 'latest first', 'earliest first'],
  ['Booking Amount', PaymentSortField.bookingAmount, 'highest first', 'lowest first'],
  ['Total Amount', PaymentSortField.totalAmount, 'highest first', 'lowest first'],
  ['Payment Status', PaymentSortField.paymentStatus, 'Refunded first', 'Success first'],
].flatMap(([name, field, descending, ascending]) => [
  { label: `${name} (${descending})`, value: `${field}:DESC` },
  { label: `${name} (${ascending})`, value: `${field}:ASC` },
]);

export interface PaymentSortSelectProps {
  sort: SortState;
  onChange: (sort: SortState) => void;
}

/**
 * 'Sort by': every sort of the list, including the two without a column of their own (the
 * appointment's service date and booking amount). It shares the URL's sort with the headers; no
 * sort is the server's order, the Transaction Date, newest first.
 */
export function PaymentSortSelect({ sort, onChange }: PaymentSortSelectProps) {
  return (
    <SelectFilter
      label="Sort by"
      width="72"
      value={serializeSort(sort ?? DEFAULT_PAYMENT_SORT) ?? ''}
      options={PAYMENT_SORT_OPTIONS}
      onChange={(value) => onChange(parseSort(value) ?? null)}
    />
  );
}
