import { defineResource } from '@telehealth/shared/query';
import { fetchAppointment } from './api';

/** Appointments in the shared cache (the list's key root too): the detail page reads through it. */
export const appointments = defineResource({ key: 'appointments', load: fetchAppointment });
