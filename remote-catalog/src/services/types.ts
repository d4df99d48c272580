// What the service calls answer, named from the API's generated types. Money in dollars with two
// decimals.
import type { ApiAnswer } from '@telehealth/shared/contracts';

export type ServiceList = ApiAnswer<'/api/service', 'get'>;
export type Service = ServiceList['services'][number];
/** Adding, editing or accepting a suggestion answers the service. */
export type ServiceAnswer = ApiAnswer<'/api/service', 'post'>;

/** The body of adding or editing a service (the form's values, as the API takes them). */
export interface ServiceBody {
  name: string;
  cpt: string | null;
  /** Dollars. */
  cost: number;
}

export type SuggestedServiceList = ApiAnswer<'/api/doctor/all-suggest-service', 'get'>;
export type SuggestedService = SuggestedServiceList['suggested_services'][number];
