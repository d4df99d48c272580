// What the catalog lists let a client filter and sort (anything else is a 400).
import {
  boardCertifications,
  services,
  specialities,
  suggestedServices,
  suggestedSpecialities,
} from '../../db/schema/index.js';
import { assigneeField, type ListSpec } from '../../lists/index.js';

const NAME_OPERATORS = ['=', 'in', 'contains'] as const;

/** A list of names (specialties, board certifications): filtered by name, sorted A to Z by default. */
function nameListSpec(table: typeof specialities | typeof boardCertifications): ListSpec {
  return {
    fields: {
      uid: { column: table.uid, type: 'uuid' },
      name: { column: table.name, type: 'string', sort: true, operators: [...NAME_OPERATORS] },
      active: { column: table.active, type: 'boolean' },
      created_at: { column: table.createdAt, type: 'date', sort: true },
    },
    defaultSort: [{ field: 'name', direction: 'ASC' }],
    tiebreaker: table.id,
  };
}

export const specialityListSpec = nameListSpec(specialities);

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

export const boardCertificateListSpec = nameListSpec(boardCertifications);

/** The suggestion lists take `search`, `limit` and the Assignee filter (all pending ones, newest first). */
function suggestionListSpec(table: typeof suggestedSpecialities | typeof suggestedServices): ListSpec {
  return {
    // Neither filtered nor sorted by the client: the field names the one order.
    fields: {
      created_at: { column: table.createdAt, type: 'date', filter: false },
      assignee: assigneeField(table.assigneeId),
    },
    defaultSort: [{ field: 'created_at', direction: 'DESC' }],
    tiebreaker: table.id,
    maxAll: 1000,
  };
}

export const specialitySuggestionListSpec = suggestionListSpec(suggestedSpecialities);
export const serviceSuggestionListSpec = suggestionListSpec(suggestedServices);
