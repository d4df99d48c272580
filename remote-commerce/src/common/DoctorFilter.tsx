import { SelectFilter } from '@telehealth/shared/ui';
import type { DoctorOption } from '../appointments/types';

export interface DoctorFilterProps {
  doctors: DoctorOption[];
  /** The doctor's uid, or '' for All. */
  value: string;
  onChange: (value: string) => void;
}

/** Doctors: All plus every active doctor, by name. */
export function DoctorFilter({ doctors, value, onChange }: DoctorFilterProps) {
  const options = [
    { label: 'All', value: '' },
    ...doctors.map((doctor) => ({ label: doctor.full_name, value: doctor.uid })),
  ];
  // A doctor chosen in the URL who is no longer active still shows as selected, not as All.
  if (value && !options.some((option) => option.value === value))
    options.push({ label: 'Other doctor', value });
  return <SelectFilter label="Doctors" value={value} options={options} onChange={onChange} />;
}
