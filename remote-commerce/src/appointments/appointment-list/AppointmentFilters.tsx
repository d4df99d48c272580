import { FilterBar, SearchInput, SelectFilter } from '@telehealth/shared/ui';
import { DateFilter } from '../../common/DateFilter';
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
  date: string;
  doctor: string;
  status: string;
}

export interface AppointmentFiltersProps {
  values: AppointmentFilterValues;
  doctors: DoctorOption[];
  onChange: (key: keyof AppointmentFilterValues, value: string) => void;
  onClear: () => void;
}

/** Search (appointment id), Date, Doctors, Status and Clear. */
export function AppointmentFilters({ values, doctors, onChange, onClear }: AppointmentFiltersProps) {
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
        options={APPOINTMENT_STATUS_OPTIONS}
        onChange={(value) => onChange('status', value)}
      />
    </FilterBar>
  );
}
