import { useApiQuery } from '@telehealth/shared/query';
import { fetchActiveDoctors } from './doctors-api';

/** The doctor picker's options; empty until they arrive (the filter still offers All). */
export function useActiveDoctors() {
  const query = useApiQuery(['doctors', 'active'], fetchActiveDoctors);
  return query.data ?? [];
}
