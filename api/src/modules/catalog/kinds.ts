// The catalog's three global lists, each a configuration of the one service (kind-service.ts):
// services add a cost, a CPT code and an order; board certifications an optional cost and CPT code.
import { Type } from 'typebox';
import { boardCertifications, services, specialities } from '../../db/schema/index.js';
import type { CatalogKind } from './kind-service.js';
import { dollars } from '../../money/dollars.js';
import { checkCost, checkCpt, checkName, checkOptionalCost, NAME_MAX } from './rules.js';
import { boardCertificateSchema, costField, cptField, serviceSchema, specialitySchema } from './schemas.js';
import { boardCertificateListSpec, serviceListSpec, specialityListSpec } from './list-specs.js';

type SpecialityRow = typeof specialities.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type BoardRow = typeof boardCertifications.$inferSelect;

/**
 * A kind's messages, from how they name the entry ('Board certification') and its name field
 * ('Certification Name'): 'Please enter Certification Name', 'Board certification already exists', ...
 */
function kindTexts(entry: string, nameField: string) {
  const field = nameField.charAt(0).toUpperCase() + nameField.slice(1);
  return {
    name: {
      required: `Please enter ${nameField}`,
      tooLong: `${field} must be at most ${NAME_MAX} characters`,
    },
    duplicate: `${entry} already exists`,
    missing: `${entry} not found`,
    added: `${entry} added successfully`,
    updated: `${entry} updated successfully`,
    deleted: `${entry} deleted successfully`,
  };
}

export const specialityWire = (row: SpecialityRow) => ({
  uid: row.uid,
  name: row.name,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

export const serviceWire = (row: ServiceRow) => ({
  uid: row.uid,
  name: row.name,
  cpt: row.cpt,
  cost: dollars(row.costCents),
  active: row.active,
  order: row.order,
  created_at: row.createdAt.toISOString(),
});

const boardWire = (row: BoardRow) => ({
  uid: row.uid,
  name: row.name,
  cpt: row.cpt,
  cost: dollars(row.costCents),
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

export const specialityKind: CatalogKind<SpecialityRow, { name: string }> = {
  table: specialities,
  one: 'speciality',
  many: 'specialities',
  auditType: 'speciality',
  tag: 'specialties',
  screen: 'specialties',
  paths: { list: '/speciality', create: '/speciality', item: '/speciality/:uid' },
  spec: specialityListSpec,
  texts: kindTexts('Specialty', 'specialty'),
  summaries: {
    list: 'Active specialties, by name',
    listFilters:
      'where: name (=, in, contains), active, uid, created_at; sort: name, created_at; search: name.',
    create: 'Add a specialty',
    update: 'Rename a specialty',
    delete: 'Delete a specialty (retired: doctors keep it; adding the name again revives it)',
  },
  bodyFields: {},
  wire: specialityWire,
  schema: specialitySchema,
  input: (body) => ({ name: checkName(body?.name, specialityKind.texts.name) }),
  values: (input) => ({ name: input.name }),
  createDetails: (input) => ({ name: input.name }),
  updateDetails: (current, input) => ({ from: current.name, to: input.name }),
};

export interface ServiceInput {
  name: string;
  cpt: string | null;
  costCents: number;
}

export const serviceKind: CatalogKind<ServiceRow, ServiceInput> = {
  table: services,
  one: 'service',
  many: 'services',
  auditType: 'service',
  tag: 'services',
  screen: 'services',
  paths: { list: '/service', create: '/service', item: '/service/:uid' },
  spec: serviceListSpec,
  texts: kindTexts('Service', 'service'),
  summaries: {
    list: 'Active services, by order then name',
    listFilters:
      'where: name, cpt (=, in, contains), order, active, uid, created_at; sort: order, name, cpt, cost, created_at; search: name.',
    create: 'Add a service',
    update: 'Edit a service',
    delete: 'Delete a service (retired: doctors keep their offer)',
  },
  bodyFields: { cpt: cptField, cost: costField },
  wire: serviceWire,
  schema: serviceSchema,
  input: (body) => ({
    name: checkName(body?.name, serviceKind.texts.name),
    costCents: checkCost(body?.cost),
    cpt: checkCpt(body?.cpt),
  }),
  values: (input) => ({ name: input.name, cpt: input.cpt, costCents: input.costCents }),
  orderColumn: services.order,
  createDetails: (input) => ({ name: input.name, cpt: input.cpt, cost_cents: input.costCents }),
  updateDetails: (_current, input) => ({ name: input.name, cpt: input.cpt, cost_cents: input.costCents }),
};

interface BoardInput {
  name: string;
  cpt: string | null;
  costCents: number | null;
}

export const boardCertificateKind: CatalogKind<BoardRow, BoardInput> = {
  table: boardCertifications,
  one: 'board_certificate',
  many: 'board_certificates',
  auditType: 'board_certificate',
  tag: 'board certifications',
  screen: 'board-certifications',
  paths: {
    list: '/doctor/board-certificates/global',
    create: '/doctor/board-certificates/global',
    item: '/doctor/board-certificates/:uid',
  },
  spec: boardCertificateListSpec,
  texts: kindTexts('Board certification', 'Certification Name'),
  summaries: {
    list: 'Active board certifications, by name',
    listFilters:
      'where: name (=, in, contains), active, uid, created_at; sort: name, created_at; search: name.',
    create: 'Add a board certification',
    update: 'Edit a board certification',
    delete: 'Delete a board certification',
  },
  bodyFields: {
    cpt: cptField,
    cost: Type.Optional(Type.Unknown({ description: 'Optional; dollars, 1 to 9999' })),
  },
  wire: boardWire,
  schema: boardCertificateSchema,
  input: (body) => ({
    name: checkName(body?.name, boardCertificateKind.texts.name),
    cpt: checkCpt(body?.cpt),
    costCents: checkOptionalCost(body?.cost),
  }),
  values: (input) => ({ name: input.name, cpt: input.cpt, costCents: input.costCents }),
  createDetails: (input) => ({ name: input.name }),
  updateDetails: (current, input) => ({ from: current.name, to: input.name }),
};
