// The catalog's three global lists, each a configuration of the one resource (resource.ts):
// services add a cost, a CPT code and an order; board certifications an optional cost and CPT code.
import { Type } from 'typebox';
import { boardCertifications, services, specialities } from '../../db/schema/index.js';
import type { CatalogKind } from './resource.js';
import { dollars } from '../../money/dollars.js';
import { checkCost, checkCpt, checkName, checkOptionalCost } from './rules.js';
import { boardCertificateSchema, costField, cptField, serviceSchema, specialitySchema } from './schemas.js';
import { boardCertificateListSpec, serviceListSpec, specialityListSpec } from './list-specs.js';

type SpecialityRow = typeof specialities.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type BoardRow = typeof boardCertifications.$inferSelect;

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
  texts: {
    name: { required: 'Please enter specialty', tooLong: 'Specialty must be at most 50 characters' },
    duplicate: 'Specialty already exists',
    missing: 'Specialty not found',
    added: 'Specialty added successfully',
    updated: 'Specialty updated successfully',
    deleted: 'Specialty deleted successfully',
  },
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
  texts: {
    name: { required: 'Please enter service', tooLong: 'Service must be at most 50 characters' },
    duplicate: 'Service already exists',
    missing: 'Service not found',
    added: 'Service added successfully',
    updated: 'Service updated successfully',
    deleted: 'Service deleted successfully',
  },
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
  texts: {
    name: {
      required: 'Please enter Certification Name',
      tooLong: 'Certification Name must be at most 50 characters',
    },
    duplicate: 'Board certification already exists',
    missing: 'Board certification not found',
    added: 'Board certification added successfully',
    updated: 'Board certification updated successfully',
    deleted: 'Board certification deleted successfully',
  },
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
