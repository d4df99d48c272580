import { AssigneeFilter } from '@telehealth/shared/features';
import { FilterBar, SearchInput, SelectFilter, type SelectOption, withAll } from '@telehealth/shared/ui';
import type { SpecialityChoice } from '../types';

export interface DoctorFilterValues {
  search: string;
  speciality: string;
  service_type: string;
  is_sponsored: string;
  doctor_status: string;
  is_license_expired: string;
  assignee: string;
}

export const SERVICE_TYPE_OPTIONS: SelectOption[] = withAll([
  { label: 'In Clinic', value: 'in_clinic' },
  { label: 'Video Visit', value: 'video_visit' },
]);
export const SPONSORED_OPTIONS: SelectOption[] = withAll([
  { label: 'Yes', value: '1' },
  { label: 'No', value: '0' },
]);
export const VERIFICATION_OPTIONS: SelectOption[] = withAll([
  { label: 'Verified', value: 'active' },
  { label: 'Pending', value: 'pending' },
]);
export const LICENSE_OPTIONS: SelectOption[] = withAll([
  { label: 'Active', value: 'Active' },
  { label: 'Expired', value: 'Expired' },
]);

/** The filters chosen from a fixed list, in the order the bar shows them after Specialty. */
const FIXED_SELECTS: { key: keyof DoctorFilterValues; label: string; options: SelectOption[] }[] = [
  { key: 'service_type', label: 'Service Type', options: SERVICE_TYPE_OPTIONS },
  { key: 'is_sponsored', label: 'Sponsored', options: SPONSORED_OPTIONS },
  { key: 'doctor_status', label: 'Admin Verification', options: VERIFICATION_OPTIONS },
  { key: 'is_license_expired', label: 'License Expired', options: LICENSE_OPTIONS },
];

export interface DoctorFiltersProps {
  values: DoctorFilterValues;
  specialities: SpecialityChoice[];
  onChange: (key: keyof DoctorFilterValues, value: string) => void;
  onClear: () => void;
}

export function DoctorFilters({ values, specialities, onChange, onClear }: DoctorFiltersProps) {
  const specialityOptions: SelectOption[] = withAll(
    specialities.map((s) => ({ label: s.name, value: s.uid })),
  );
  // A specialty in the URL that the list does not know yet still shows as selected.
  if (values.speciality && !specialities.some((s) => s.uid === values.speciality))
    specialityOptions.push({ label: 'Selected specialty', value: values.speciality });
  const selects = [
    { key: 'speciality', label: 'Specialty', options: specialityOptions } as const,
    ...FIXED_SELECTS,
  ];
  return (
    <FilterBar onClear={onClear}>
      <SearchInput
        value={values.search}
        onChange={(value) => onChange('search', value)}
        placeholder="Full name / Email / NPI / Phone"
      />
      {selects.map(({ key, label, options }) => (
        <SelectFilter
          key={key}
          label={label}
          value={values[key]}
          options={options}
          onChange={(value) => onChange(key, value)}
        />
      ))}
      <AssigneeFilter
        queue="doctors"
        value={values.assignee}
        onChange={(value) => onChange('assignee', value)}
      />
    </FilterBar>
  );
}
