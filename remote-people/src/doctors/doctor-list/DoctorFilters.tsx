import { FilterBar, SearchInput, SelectFilter, type SelectOption } from '@telehealth/shared/ui';
import type { SpecialityChoice } from '../types';

export interface DoctorFilterValues {
  search: string;
  speciality: string;
  service_type: string;
  is_sponsored: string;
  doctor_status: string;
  is_license_expired: string;
}

export const SERVICE_TYPE_OPTIONS: SelectOption[] = [
  { label: 'All', value: '' },
  { label: 'In Clinic', value: 'in_clinic' },
  { label: 'Video Visit', value: 'video_visit' },
];
export const SPONSORED_OPTIONS: SelectOption[] = [
  { label: 'All', value: '' },
  { label: 'Yes', value: '1' },
  { label: 'No', value: '0' },
];
export const VERIFICATION_OPTIONS: SelectOption[] = [
  { label: 'All', value: '' },
  { label: 'Verified', value: 'active' },
  { label: 'Pending', value: 'pending' },
];
export const LICENSE_OPTIONS: SelectOption[] = [
  { label: 'All', value: '' },
  { label: 'Active', value: 'Active' },
  { label: 'Expired', value: 'Expired' },
];

export interface DoctorFiltersProps {
  values: DoctorFilterValues;
  specialities: SpecialityChoice[];
  onChange: (key: keyof DoctorFilterValues, value: string) => void;
  onClear: () => void;
}

export function DoctorFilters({ values, specialities, onChange, onClear }: DoctorFiltersProps) {
  const specialityOptions: SelectOption[] = [
    { label: 'All', value: '' },
    ...specialities.map((s) => ({ label: s.name, value: s.uid })),
  ];
  // A specialty in the URL that the list does not know yet still shows as selected.
  if (values.speciality && !specialities.some((s) => s.uid === values.speciality))
    specialityOptions.push({ label: 'Selected specialty', value: values.speciality });
  return (
    <FilterBar onClear={onClear}>
      <SearchInput
        value={values.search}
        onChange={(value) => onChange('search', value)}
        placeholder="Full name / Email / NPI / Phone"
      />
      <SelectFilter
        label="Specialty"
        value={values.speciality}
        options={specialityOptions}
        onChange={(value) => onChange('speciality', value)}
      />
      <SelectFilter
        label="Service Type"
        value={values.service_type}
        options={SERVICE_TYPE_OPTIONS}
        onChange={(value) => onChange('service_type', value)}
      />
      <SelectFilter
        label="Sponsored"
        value={values.is_sponsored}
        options={SPONSORED_OPTIONS}
        onChange={(value) => onChange('is_sponsored', value)}
      />
      <SelectFilter
        label="Admin Verification"
        value={values.doctor_status}
        options={VERIFICATION_OPTIONS}
        onChange={(value) => onChange('doctor_status', value)}
      />
      <SelectFilter
        label="License Expired"
        value={values.is_license_expired}
        options={LICENSE_OPTIONS}
        onChange={(value) => onChange('is_license_expired', value)}
      />
    </FilterBar>
  );
}
