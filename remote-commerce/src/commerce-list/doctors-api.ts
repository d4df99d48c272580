import { api } from '@telehealth/shared/api';
import type { DoctorOption } from '../appointments/types';

/** The doctor picker: every active doctor (all of them, no page), by name. */
export async function fetchActiveDoctors(signal?: AbortSignal): Promise<DoctorOption[]> {
  const { users } = await api.get<{ users: DoctorOption[] }>('/user/all', {
    signal,
    searchParams: {
      where: { role_id: 3, active: 1, status: 'active' },
      limit: -1,
      sort: [{ full_name: 'ASC' }],
    },
  });
  return users ?? [];
}
