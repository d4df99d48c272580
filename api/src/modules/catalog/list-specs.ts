// What the catalog lists let a client filter and sort (anything else is a 400).
import {
  boardCertifications,
  services,
  specialities,
  suggestedServices,
  suggestedSpecialities,
} from '../../db/schema/index.js';
import type { ListSpec } from '../../lists/index.js';

const NAME_OPERATORS = ['=', 'in', 'contains'] as const;

export const specialityListSpec: ListSpec = {
  fields: {
    uid: { column: specialities.uid, type: 'uuid' },
    name: { column: specialities.name, type: 'string', sort: true, operators: [...NAME_OPERATORS] },
    active: { column: specialities.active, type: 'boolean' },
    created_at: { column: specialities.createdAt, type: 'date', sort: true },
  },
  // Specialties by name, A to Z.
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  tiebreaker: specialities.id,
};

export const serviceListSpec: ListSpec = {
  fields: {
    uid: { column: services.uid, type: 'uuid' },
    name: { column: services.name, type: 'string', sort: true, operators: [...NAME_OPERATORS] },
    cpt: { column: services.cpt, type: 'string', sort: true, operators: [...NAME_OPERATORS] },
    cost: { column: services.costCents, type: 'integer', filter: false, sort: true },
    order: { column: services.order, type: 'integer', sort: true },
    active: { column: services.active, type: 'boolean' },
    created_at: { column: services.createdAt, type: 'date', sort: true },
  },
  // Services by their set order, then by name.
  defaultSort: [
    { field: 'order', direction: 'ASC' },
    { field: 'name', direction: 'ASC' },
  ],
  tiebreaker: services.id,
};

export const boardCertificateListSpec: ListSpec = {
  fields: {
    uid: { column: boardCertifications.uid, type: 'uuid' },
    name: { column: boardCertifications.name, type: 'string', sort: true, operators: [...NAME_OPERATORS] },
    active: { column: boardCertifications.active, type: 'boolean' },
    created_at: { column: boardCertifications.createdAt, type: 'date', sort: true },
  },
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  tiebreaker: boardCertifications.id,
};

/** The suggestion lists take only `search` and `limit` (all pending ones, newest first). */
function suggestionListSpec(table: typeof suggestedSpecialities | typeof suggestedServices): ListSpec {
  return {
    // Neither filtered nor sorted by the client: the field names the one order.
    fields: { created_at: { column: table.createdAt, type: 'date', filter: false } },
    defaultSort: [{ field: 'created_at', direction: 'DESC' }],
    tiebreaker: table.id,
    maxAll: 1000,
  };
}

export const specialitySuggestionListSpec = suggestionListSpec(suggestedSpecialities);
export const serviceSuggestionListSpec = suggestionListSpec(suggestedServices);
