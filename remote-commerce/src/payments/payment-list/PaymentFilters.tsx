import { DateRangeFilter, FilterBar, SearchInput, SelectFilter, type SortState } from '@telehealth/shared/ui';
import { DoctorFilter } from '../../common/DoctorFilter';
import type { DoctorOption } from '../../appointments/types';
import { PaymentSortSelect } from './PaymentSortSelect';

export const PAYMENT_STATUS_OPTIONS = [
  { label: 'All', value: '' },
  { label: 'Success', value: 'success' },
  { label: 'Refunded', value: 'refunded' },
];

export interface PaymentFilterValues {
  search: string;
  from: string;
  to: string;
  doctor: string;
  status: string;
}

export interface PaymentFiltersProps {
  values: PaymentFilterValues;
  doctors: DoctorOption[];
  onChange: (key: keyof PaymentFilterValues, value: string) => void;
  /** Both ends of the Transaction Date range in one change. */
  onRangeChange: (from: string, to: string) => void;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  onClear: () => void;
}

/** Search (appointment id), the Transaction Date range (with quick picks), Doctors, Status, Sort by and Clear. */
export function PaymentFilters({
  values,
  doctors,
  onChange,
  onRangeChange,
  sort,
  onSortChange,
  onClear,
}: PaymentFiltersProps) {
  return (
    <FilterBar onClear={onClear}>
      <SearchInput
        value={values.search}
        onChange={(value) => onChange('search', value)}
        placeholder="Search"
        aria-label="Search by appointment id"
      />
      <DateRangeFilter from={values.from} to={values.to} onChange={onRangeChange} />
      <DoctorFilter doctors={doctors} value={values.doctor} onChange={(value) => onChange('doctor', value)} />
      <SelectFilter
        label="Status"
        value={values.status}
        options={PAYMENT_STATUS_OPTIONS}
        onChange={(value) => onChange('status', value)}
      />
      <PaymentSortSelect sort={sort} onChange={onSortChange} />
    </FilterBar>
  );
}
