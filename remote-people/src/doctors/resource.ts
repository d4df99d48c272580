import { defineResource } from '@telehealth/shared/query';
import { fetchDoctor } from './api';

/** Doctors in the shared cache (the list's key root too): the detail page reads and acts through it. */
export const doctors = defineResource({ key: 'doctors', load: fetchDoctor });
