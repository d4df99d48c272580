import { fullName } from '@telehealth/shared/format';
import { SearchSelectFilter } from '@telehealth/shared/ui';
import { useMemo } from 'react';
import type { DoctorOption } from '../appointments/types';

export interface DoctorFilterProps {
  doctors: DoctorOption[];
  /** The doctor's uid, or '' for All. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * Doctors: All plus every active doctor, by name; typing narrows them (there are thousands). A
 * doctor chosen in the URL who is no longer active still shows as chosen, not as All.
 */
export function DoctorFilter({ doctors, value, onChange }: DoctorFilterProps) {
  const options = useMemo(
    () =>
      // A doctor without a name (none is expected among the active ones) still has an entry.
      doctors.map((doctor) => ({ label: fullName(doctor, '-'), value: doctor.uid })),
    [doctors],
  );
  return (
    <SearchSelectFilter
      label="Doctors"
      value={value}
      options={options}
      onChange={onChange}
      unknownLabel="Other doctor"
    />
  );
}
