// What the service calls answer. Money in dollars with two decimals.
import type { Requester } from '../common/types';

export interface Service {
  uid: string;
  name: string;
  cpt: string | null;
  /** Default amount in dollars, e.g. '45.00'. */
  cost: string;
  active: boolean;
  order: number;
}

export interface ServiceList {
  services: Service[];
  count: number;
  limit: number;
}

export interface ServiceBody {
  name: string;
  cpt: string | null;
  /** Dollars. */
  cost: number;
}

export interface SuggestedService {
  uid: string;
  service_name: string;
  doctor: Requester | null;
  created_at: string;
}

export interface SuggestedServiceList {
  suggested_services: SuggestedService[];
  count: number;
}
