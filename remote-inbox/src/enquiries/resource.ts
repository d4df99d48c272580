import { defineResource } from '@telehealth/shared/query';
import { fetchEnquiry } from './api';

/** Enquiries in the shared cache (the list's key root too): the detail page reads and acts through it. */
export const enquiries = defineResource({ key: 'enquiries', load: fetchEnquiry });
