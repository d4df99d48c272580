import { FilterBar, SearchInput, SelectFilter } from '@telehealth/shared/ui';
import { DateFilter } from '../../common/DateFilter';
import { DoctorFilter } from '../../common/DoctorFilter';
import type { DoctorOption } from '../../appointments/types';

export const PAYMENT_STATUS_OPTIONS = [
  { label: 'All', value: '' },
  { label: 'Success', value: 'success' },
  { label: 'Refunded', value: 'refunded' },
];

export interface PaymentFilterValues {
  search: string;
  date: string;
  doctor: string;
  status: string;
}

export interface PaymentFiltersProps {
  values: PaymentFilterValues;
  doctors: DoctorOption[];
  onChange: (key: keyof PaymentFilterValues, value: string) => void;
  onClear: () => void;
}

/** Search (appointment id), Date, Doctors, Status and Clear. */
export function PaymentFilters({ values, doctors, onChange, onClear }: PaymentFiltersProps) {
  return (
    <FilterBar onClear={onClear}>
      <SearchInput
        value={values.search}
        onChange={(value) => onChange('search', value)}
        placeholder="Search"
        aria-label="Search by appointment id"
      />
      <DateFilter value={values.date} onChange={(value) => onChange('date', value)} />
      <DoctorFilter doctors={doctors} value={values.doctor} onChange={(value) => onChange('doctor', value)} />
      <SelectFilter
        label="Status"
        value={values.status}
        options={PAYMENT_STATUS_OPTIONS}
        onChange={(value) => onChange('status', value)}
      />
    </FilterBar>
  );
}
