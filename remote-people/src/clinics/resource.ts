import { defineResource } from '@telehealth/shared/query';
import { fetchClinic } from './api';

/** Clinics in the shared cache (the list's key root too): the detail page reads and acts through it. */
export const clinics = defineResource({ key: 'clinics', load: fetchClinic });
