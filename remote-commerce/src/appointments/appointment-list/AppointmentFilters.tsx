import { DateRangeFilter, FilterBar, SearchInput, SelectFilter } from '@telehealth/shared/ui';
import { DoctorFilter } from '../../common/DoctorFilter';
import type { DoctorOption } from '../types';

export const APPOINTMENT_STATUS_OPTIONS = [
  { label: 'All', value: '' },
  { label: 'Pending', value: 'pending' },
  { label: 'Completed', value: 'completed' },
  { label: 'Canceled', value: 'cancelled' },
];

export interface AppointmentFilterValues {
  search: string;
  from: string;
  to: string;
  doctor: string;
  status: string;
}

export interface AppointmentFiltersProps {
  values: AppointmentFilterValues;
  doctors: DoctorOption[];
  onChange: (key: keyof AppointmentFilterValues, value: string) => void;
  /** Both ends of the date range in one change. */
  onRangeChange: (from: string, to: string) => void;
  onClear: () => void;
}

/** Search (appointment id), the date range (with quick picks), Doctors, Status and Clear. */
export function AppointmentFilters({
  values,
  doctors,
  onChange,
  onRangeChange,
  onClear,
}: AppointmentFiltersProps) {
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
        options={APPOINTMENT_STATUS_OPTIONS}
        onChange={(value) => onChange('status', value)}
      />
    </FilterBar>
  );
}
