// Shapes shared by the three catalog lists. The API's answers are named from its generated types
// (@telehealth/shared/contracts, `pnpm gen:api-types`).
import type { ApiAnswer } from '@telehealth/shared/contracts';

/** The doctor (role 3) or clinic (role 4) who suggested an entry; null once that user is gone. */
export type Requester = NonNullable<
  ApiAnswer<'/api/doctor/suggest-speciality/admin', 'get'>['suggested_specialities'][number]['doctor']
>;

/** One suggestion as the Suggested tabs show it, whatever its kind (the front end's own row). */
export interface SuggestionRow {
  uid: string;
  name: string;
  requester: Requester | null;
  created_at: string;
  /** Who reviews it (work queues), or null. */
  assignee: { uid: string; full_name: string } | null;
}
