import { api } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';

export type RecordTrend = ApiAnswer<'/api/trends/doctors/{uid}', 'get'>;
export type RecordKind = 'doctor' | 'clinic';

/** A doctor's or clinic's appointments booked and net revenue by week over the last 90 days. */
export function fetchRecordTrend(kind: RecordKind, uid: string, signal: AbortSignal): Promise<RecordTrend> {
  return api.get<RecordTrend>(`/trends/${kind}s/${encodeURIComponent(uid)}`, { signal });
}
