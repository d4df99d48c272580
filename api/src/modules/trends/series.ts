import type { Permission } from '../../lib/permissions.js';
import { approvedDoctorFamily, appointmentFamily, patientFamily, paymentFamily } from './series-sql.js';

/** The series the Trends screen charts, in its order, each with the permission that shows it. */
export const SERIES = [
  'appointments_booked',
  'appointments_completed',
  'appointments_cancelled',
  'revenue_gross',
  'revenue_refunded',
  'revenue_net',
  'revenue_platform',
  'revenue_doctors',
  'patients_new',
  'doctors_approved',
] as const;
export type SeriesKey = (typeof SERIES)[number];

type Family = 'appointments' | 'payments' | 'patients' | 'doctors';

interface SeriesDefinition {
  family: Family;
  unit: 'count' | 'cents';
  permission: Permission;
  /** The bucket's figure from its family's row. */
  value: (row: Record<string, string | number>) => number;
}

const n = (row: Record<string, string | number>, key: string) => Number(row[key] ?? 0);

export const SERIES_DEFINITIONS: Record<SeriesKey, SeriesDefinition> = {
  appointments_booked: {
    family: 'appointments',
    unit: 'count',
    permission: 'appointments.view',
    value: (r) => n(r, 'booked'),
  },
  appointments_completed: {
    family: 'appointments',
    unit: 'count',
    permission: 'appointments.view',
    value: (r) => n(r, 'completed'),
  },
  appointments_cancelled: {
    family: 'appointments',
    unit: 'count',
    permission: 'appointments.view',
    value: (r) => n(r, 'cancelled'),
  },
  revenue_gross: {
    family: 'payments',
    unit: 'cents',
    permission: 'revenue.view',
    value: (r) => n(r, 'gross'),
  },
  revenue_refunded: {
    family: 'payments',
    unit: 'cents',
    permission: 'revenue.view',
    value: (r) => n(r, 'refunded'),
  },
  revenue_net: {
    family: 'payments',
    unit: 'cents',
    permission: 'revenue.view',
    value: (r) => n(r, 'gross') - n(r, 'refunded'),
  },
  revenue_platform: {
    family: 'payments',
    unit: 'cents',
    permission: 'revenue.view',
    value: (r) => n(r, 'platform'),
  },
  revenue_doctors: {
    family: 'payments',
    unit: 'cents',
    permission: 'revenue.view',
    value: (r) => n(r, 'doctors'),
  },
  patients_new: {
    family: 'patients',
    unit: 'count',
    permission: 'patients.view',
    value: (r) => n(r, 'joined'),
  },
  doctors_approved: {
    family: 'doctors',
    unit: 'count',
    permission: 'doctors.view',
    value: (r) => n(r, 'approved'),
  },
};

export const FAMILY_QUERIES = {
  appointments: appointmentFamily,
  payments: paymentFamily,
  patients: patientFamily,
  doctors: approvedDoctorFamily,
} satisfies Record<Family, unknown>;
