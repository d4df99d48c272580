import type { DoctorSpeciality } from './types';

/** The name of the doctor's primary ('1') or secondary ('2') specialty, or '-'. */
export function specialityName(list: DoctorSpeciality[] | undefined, rank: '1' | '2'): string {
  return list?.find((entry) => entry.is_primary === rank)?.speciality?.name ?? '-';
}
