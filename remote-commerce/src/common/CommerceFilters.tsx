import {
  DateRangeFilter,
  FilterBar,
  SearchInput,
  SelectFilter,
  type SelectOption,
} from '@telehealth/shared/ui';
import type { ReactNode } from 'react';
import type { DoctorOption } from '../appointments/types';
import { readDayRange } from './day-range';
import { DoctorFilter } from './DoctorFilter';

/** The filters of the appointments and payments lists, as their URL holds them. */
export interface CommerceFilterValues {
  search: string;
  from: string;
  to: string;
  doctor: string;
  status: string;
}

export function readCommerceFilters(params: URLSearchParams): CommerceFilterValues {
  return {
    search: params.get('search') ?? '',
    ...readDayRange(params),
    doctor: params.get('doctor') ?? '',
    status: params.get('status') ?? '',
  };
}

export interface CommerceFiltersProps {
  values: CommerceFilterValues;
  doctors: DoctorOption[];
  statusOptions: SelectOption[];
  onChange: (key: 'search' | 'doctor' | 'status', value: string) => void;
  /** Both ends of the date range in one change. */
  onRangeChange: (from: string, to: string) => void;
  onClear: () => void;
  /** What follows Status (the payments' Sort by). */
  children?: ReactNode;
}

/** Search (appointment id), the date range (with quick picks), Doctors, Status and Clear. */
export function CommerceFilters({
  values,
  doctors,
  statusOptions,
  onChange,
  onRangeChange,
  onClear,
  children,
}: CommerceFiltersProps) {
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
        options={statusOptions}
        onChange={(value) => onChange('status', value)}
      />
      {children}
    </FilterBar>
  );
}
