import { FilterBar, SearchInput, SelectFilter, type SelectOption } from '@telehealth/shared/ui';

export const PATIENT_STATUS_OPTIONS: SelectOption[] = [
  { label: 'All', value: '' },
  { label: 'Active', value: 'active' },
  { label: 'Blocked', value: 'blocked' },
];

export interface PatientFiltersProps {
  search: string;
  status: string;
  onSearchChange: (value: string) => void;
  onStatusChange: (value: string) => void;
  onClear: () => void;
}

export function PatientFilters({
  search,
  status,
  onSearchChange,
  onStatusChange,
  onClear,
}: PatientFiltersProps) {
  return (
    <FilterBar onClear={onClear}>
      <SearchInput value={search} onChange={onSearchChange} placeholder="Name / Email / Phone" />
      <SelectFilter
        label="Status"
        value={status}
        options={PATIENT_STATUS_OPTIONS}
        onChange={onStatusChange}
      />
    </FilterBar>
  );
}
