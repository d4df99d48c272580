import { useApiQuery } from '@telehealth/shared/api';
import { fetchActiveDoctors } from './doctors-api';

/** The doctor picker's options; empty until they arrive (the filter still offers All). */
export function useActiveDoctors() {
  const query = useApiQuery(fetchActiveDoctors);
  return query.data ?? [];
}
