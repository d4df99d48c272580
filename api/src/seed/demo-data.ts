import type * as schema from '../db/schema/index.js';

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

/** Every row of the demo data set, with explicit ids so the parts can refer to each other. */
export interface DemoData {
  specialities: Row<typeof schema.specialities>[];
  services: Row<typeof schema.services>[];
  boardCertifications: Row<typeof schema.boardCertifications>[];
  users: Row<typeof schema.users>[];
  patients: PatientPlain[];
  doctorSpecialities: Row<typeof schema.doctorSpecialities>[];
  doctorFacilities: Row<typeof schema.doctorFacilities>[];
  doctorLicenses: Row<typeof schema.doctorLicenses>[];
  doctorLocations: Row<typeof schema.doctorLocations>[];
  doctorServices: Row<typeof schema.doctorServices>[];
  availabilitySessions: Row<typeof schema.availabilitySessions>[];
  doctorAffiliations: Row<typeof schema.doctorAffiliations>[];
  doctorEducation: Row<typeof schema.doctorEducation>[];
  doctorLanguages: Row<typeof schema.doctorLanguages>[];
  doctorMemberships: Row<typeof schema.doctorMemberships>[];
  doctorBoardCertificates: Row<typeof schema.doctorBoardCertificates>[];
  bankAccounts: Row<typeof schema.bankAccounts>[];
  stripeAccounts: Row<typeof schema.stripeAccounts>[];
  subscriptions: Row<typeof schema.subscriptions>[];
  subscriptionRecords: Row<typeof schema.subscriptionRecords>[];
  doctorNotifications: Row<typeof schema.doctorNotifications>[];
  clinicLocations: Row<typeof schema.clinicLocations>[];
  appointments: Row<typeof schema.appointments>[];
  bookedServices: Row<typeof schema.bookedServices>[];
  transactions: Row<typeof schema.transactions>[];
  reviews: Row<typeof schema.reviews>[];
  calls: Row<typeof schema.calls>[];
  suggestedSpecialities: Row<typeof schema.suggestedSpecialities>[];
  suggestedServices: Row<typeof schema.suggestedServices>[];
  enquiries: (Omit<Row<typeof schema.enquiries>, 'phoneEnc'> & { phone: string | null })[];
  enquiryReplies: Row<typeof schema.enquiryReplies>[];
  notificationFeed: Row<typeof schema.notificationFeed>[];
}

export function emptyDemoData(): DemoData {
  return {
    specialities: [],
    services: [],
    boardCertifications: [],
    users: [],
    patients: [],
    doctorSpecialities: [],
    doctorFacilities: [],
    doctorLicenses: [],
    doctorLocations: [],
    doctorServices: [],
    availabilitySessions: [],
    doctorAffiliations: [],
    doctorEducation: [],
    doctorLanguages: [],
    doctorMemberships: [],
    doctorBoardCertificates: [],
    bankAccounts: [],
    stripeAccounts: [],
    subscriptions: [],
    subscriptionRecords: [],
    doctorNotifications: [],
    clinicLocations: [],
    appointments: [],
    bookedServices: [],
    transactions: [],
    reviews: [],
    calls: [],
    suggestedSpecialities: [],
    suggestedServices: [],
    enquiries: [],
    enquiryReplies: [],
    notificationFeed: [],
  };
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
