// What the specialty calls answer.
import type { Requester } from '../common/types';

export interface Specialty {
  uid: string;
  name: string;
  active: boolean;
}

export interface SpecialtyList {
  specialities: Specialty[];
  count: number;
  limit: number;
}

export interface SuggestedSpecialty {
  uid: string;
  speciality_name: string;
  /** The doctor or clinic who asked; null once that user is gone. */
  doctor: Requester | null;
  created_at: string;
}

export interface SuggestedSpecialtyList {
  suggested_specialities: SuggestedSpecialty[];
  count: number;
}
