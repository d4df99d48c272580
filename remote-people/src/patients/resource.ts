import { defineResource } from '@telehealth/shared/query';
import { fetchPatient } from './api';

/** Patients in the shared cache (the list's key root too): the detail page reads and acts through it. */
export const patients = defineResource({ key: 'patients', load: fetchPatient });
