import {
  DateRangeFilter,
  FilterBar,
  SearchInput,
  SelectFilter,
  type SelectOption,
} from '@telehealth/shared/ui';
import type { ReactNode } from 'react';
import type { ParamChanges } from '@telehealth/shared/url';
import { dayRangeChanges, readDayRange } from './day-range';
import { DoctorFilter } from './DoctorFilter';
import { useActiveDoctors } from './use-active-doctors';

/** The filters of the appointments and payments lists, as their URL holds them. */
export interface CommerceFilterValues {
  search: string;
  from: string;
  to: string;
  doctor: string;
  status: string;
  /** Which date the range is of: '' the list's own date, 'booked' the booking date (appointments). */
  dates: string;
}

export function readCommerceFilters(params: URLSearchParams): CommerceFilterValues {
  return {
    search: params.get('search') ?? '',
    ...readDayRange(params),
    doctor: params.get('doctor') ?? '',
    status: params.get('status') ?? '',
    dates: params.get('dates') === 'booked' ? 'booked' : '',
  };
}

/** The part of a list page (useListPage) the filters read and change. */
export interface FilteredList {
  filters: CommerceFilterValues;
  setFilters: (changes: ParamChanges) => void;
  clear: () => void;
}

export interface CommerceFiltersProps {
  list: FilteredList;
  statusOptions: SelectOption[];
  /** What follows Status (the payments' Sort by). */
  children?: ReactNode;
}

/** Search (appointment id), the date range (with quick picks), Doctors, Status and Clear, in the URL. */
export function CommerceFilters({ list, statusOptions, children }: CommerceFiltersProps) {
  const doctors = useActiveDoctors();
  const values = list.filters;
  const onChange = (key: 'search' | 'doctor' | 'status', value: string) => list.setFilters({ [key]: value });
  return (
    <FilterBar onClear={list.clear}>
      <SearchInput
        value={values.search}
        onChange={(value) => onChange('search', value)}
        placeholder="Search"
        aria-label="Search by appointment id"
      />
      <DateRangeFilter
        from={values.from}
        to={values.to}
        onChange={(from, to) => list.setFilters(dayRangeChanges(from, to))}
      />
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
