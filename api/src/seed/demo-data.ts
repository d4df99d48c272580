import type * as schema from '../db/schema/index.js';
import type { Random } from './random.js';
import type { Clock } from './time.js';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A patient's personal data in plain text, before encryption (see patients.ts). */
export interface PatientPlain {
  userId: number;
  fullName: string;
  email: string;
  phone: string;
  dob: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  occupation: string;
  gender: string;
  martialStatus: string;
  noOfChildren: string;
}

/**
 * The tables the demo writes as built, in the order they are inserted: a row refers only to rows
 * of tables before it (users are built clinics first, so clinics precede their doctors). Patients
 * are written encrypted right after `users`; enquiries, with their phone encrypted, after these.
 */
export const TABLES_BEFORE_PATIENTS = ['specialities', 'services', 'boardCertifications', 'users'] as const;
export const TABLES_AFTER_PATIENTS = [
  'doctorSpecialities',
  'doctorFacilities',
  'doctorLicenses',
  'doctorLocations',
  'doctorServices',
  'availabilitySessions',
  'doctorAffiliations',
  'doctorEducation',
  'doctorLanguages',
  'doctorMemberships',
  'doctorBoardCertificates',
  'bankAccounts',
  'stripeAccounts',
  'subscriptions',
  'subscriptionRecords',
  'doctorNotifications',
  'clinicLocations',
  'appointments',
  'bookedServices',
  'transactions',
  'reviews',
  'calls',
  'suggestedSpecialities',
  'suggestedServices',
] as const;
export const TABLES_AFTER_ENQUIRIES = ['enquiryReplies', 'notificationFeed'] as const;

type PlainTable =
  | (typeof TABLES_BEFORE_PATIENTS)[number]
  | (typeof TABLES_AFTER_PATIENTS)[number]
  | (typeof TABLES_AFTER_ENQUIRIES)[number];

/** Every row of the demo data set, with explicit ids so the parts can refer to each other. */
export type DemoData = { [K in PlainTable]: Row<(typeof schema)[K]>[] } & {
  patients: PatientPlain[];
  enquiries: (Omit<Row<typeof schema.enquiries>, 'phoneEnc'> & { phone: string | null })[];
};

/** Each named table with no rows yet. */
function noRows<K extends string>(names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, []])) as Record<K, never[]>;
}

export function emptyDemoData(): DemoData {
  return {
    ...noRows(TABLES_BEFORE_PATIENTS),
    ...noRows(TABLES_AFTER_PATIENTS),
    ...noRows(TABLES_AFTER_ENQUIRIES),
    patients: [],
    enquiries: [],
  };
}

/** What every part of the demo set is built with: the rows so far, their ids, the seeded randomness and the clock. */
export interface DemoBuild {
  data: DemoData;
  ids: Ids;
  random: Random;
  clock: Clock;
}

/** Hands out ids per table, starting at 1 (the seed fills an empty database). */
export class Ids {
  private readonly next = new Map<string, number>();

  take(table: string): number {
    const id = this.next.get(table) ?? 1;
    this.next.set(table, id + 1);
    return id;
  }
}
