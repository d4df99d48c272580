import { defineResource } from '@telehealth/shared/query';
import { fetch{{Name}} } from './api';

/** {{Labels}} in the shared cache (the list's key root too): the detail page reads and acts through it. */
export const {{names}} = defineResource({ key: '{{names-kebab}}', load: fetch{{Name}}, live: ['{{names-kebab}}'] });

export const {{NAMES}}_PATH = '/admin/{{names-kebab}}';
export const {{name}}Url = (uid: string) => `${{{NAMES}}_PATH}/${encodeURIComponent(uid)}`;
