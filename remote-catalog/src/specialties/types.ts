// What the specialty calls answer, named from the API's generated types.
import type { ApiAnswer } from '@telehealth/shared/contracts';

export type SpecialtyList = ApiAnswer<'/api/speciality', 'get'>;
export type Specialty = SpecialtyList['specialities'][number];
/** Adding, renaming or accepting a suggestion answers the specialty. */
export type SpecialtyAnswer = ApiAnswer<'/api/speciality', 'post'>;

export type SuggestedSpecialtyList = ApiAnswer<'/api/doctor/suggest-speciality/admin', 'get'>;
/** A pending suggestion; `doctor` is the doctor or clinic who asked (null once that user is gone). */
export type SuggestedSpecialty = SuggestedSpecialtyList['suggested_specialities'][number];
