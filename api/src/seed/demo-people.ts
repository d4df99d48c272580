import type { DemoBuild, DemoData, Ids } from './demo-data.js';
import { makeNpi } from './npi.js';
import type { Random } from './random.js';
import type { Clock } from './time.js';
import {
  ACRONYMS,
  BANKS,
  BROADCASTS,
  CLINIC_NAMES,
  FEMALE_FIRST_NAMES,
  HOSPITALS,
  LANGUAGES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  MEDICAL_SCHOOLS,
  MEMBERSHIPS,
  PLACES,
  STREETS,
  type UsPlace,
} from './us-data.js';

export type DoctorStatus = 'pending' | 'active' | 'deactivated' | 'blocked' | 'rejected' | 'deleted';

/** What later builders (appointments, inbox) need to know about a seeded doctor or clinic. */
export interface ProviderInfo {
  id: number;
  fullName: string;
  status: DoctorStatus;
  video: boolean;
  inClinic: boolean;
  clinicId: number | null;
  address: string | null;
  /** Doctor's own services: catalog service id, name, cost and time. */
  services: { serviceId: number; name: string; costCents: number; requiredTime: string }[];
  feeCents: number;
}

export interface People {
  doctors: ProviderInfo[];
  clinics: ProviderInfo[];
}

interface DoctorCase {
  first: string;
  last: string;
  gender: 'Male' | 'Female';
  status: DoctorStatus;
  /** false: the profile misses availability, bank or services ('Profile Incomplete'). */
  complete: boolean;
  sponsored?: boolean;
  subscription?: 'active' | 'inactive';
  expiredLicenses?: 'all' | 'some';
  bankProblem?: boolean;
  createdDaysAgo?: number;
}

/**
 * Named doctors for the cases the screens show (documented in README.md); the rest of the demo
 * doctors are ordinary active ones with generated names.
 */
export const DOCTOR_CASES: readonly DoctorCase[] = [
  {
    first: 'Olivia',
    last: 'Bennett',
    gender: 'Female',
    status: 'pending',
    complete: false,
    createdDaysAgo: 0.2,
  },
  { first: 'Marcus', last: 'Reed', gender: 'Male', status: 'pending', complete: true, createdDaysAgo: 1 },
  { first: 'Priya', last: 'Shah', gender: 'Female', status: 'pending', complete: true, createdDaysAgo: 3 },
  { first: 'Daniel', last: 'Foster', gender: 'Male', status: 'pending', complete: false, createdDaysAgo: 6 },
  {
    first: 'Grace',
    last: 'Whitfield',
    gender: 'Female',
    status: 'active',
    complete: true,
    bankProblem: true,
  },
  { first: 'Ethan', last: 'Brooks', gender: 'Male', status: 'blocked', complete: true },
  { first: 'Sofia', last: 'Ramirez', gender: 'Female', status: 'blocked', complete: true },
  { first: 'Henry', last: 'Caldwell', gender: 'Male', status: 'rejected', complete: false },
  { first: 'Chloe', last: 'Martin', gender: 'Female', status: 'rejected', complete: false },
  { first: 'Samuel', last: 'Ortiz', gender: 'Male', status: 'deleted', complete: true },
  { first: 'Nora', last: 'Kim', gender: 'Female', status: 'deleted', complete: true },
  { first: 'Lucas', last: 'Hayes', gender: 'Male', status: 'deactivated', complete: true },
  { first: 'Amelia', last: 'Turner', gender: 'Female', status: 'active', complete: false },
  { first: 'Jacob', last: 'Morales', gender: 'Male', status: 'active', complete: false },
  { first: 'Hannah', last: 'Fischer', gender: 'Female', status: 'active', complete: false },
  { first: 'Wei', last: 'Zhang', gender: 'Male', status: 'active', complete: false },
  { first: 'Layla', last: 'Haddad', gender: 'Female', status: 'active', complete: false },
  {
    first: 'James',
    last: 'Whitaker',
    gender: 'Male',
    status: 'active',
    complete: true,
    sponsored: true,
    subscription: 'active',
  },
  {
    first: 'Emily',
    last: 'Carter',
    gender: 'Female',
    status: 'active',
    complete: true,
    sponsored: true,
    subscription: 'active',
  },
  {
    first: 'Rahul',
    last: 'Mehta',
    gender: 'Male',
    status: 'active',
    complete: true,
    sponsored: true,
    subscription: 'active',
  },
  {
    first: 'Isabella',
    last: 'Rossi',
    gender: 'Female',
    status: 'active',
    complete: true,
    sponsored: true,
    subscription: 'active',
  },
  {
    first: 'Michael',
    last: 'Donovan',
    gender: 'Male',
    status: 'active',
    complete: true,
    sponsored: true,
    subscription: 'active',
  },
  {
    first: 'Zoey',
    last: 'Sullivan',
    gender: 'Female',
    status: 'active',
    complete: true,
    sponsored: true,
    subscription: 'active',
  },
  {
    first: 'Owen',
    last: 'Gallagher',
    gender: 'Male',
    status: 'active',
    complete: true,
    subscription: 'inactive',
  },
  {
    first: 'Aria',
    last: 'Castillo',
    gender: 'Female',
    status: 'active',
    complete: true,
    subscription: 'inactive',
  },
  {
    first: 'David',
    last: 'Levine',
    gender: 'Male',
    status: 'active',
    complete: true,
    subscription: 'inactive',
  },
  {
    first: 'Victoria',
    last: 'Hale',
    gender: 'Female',
    status: 'active',
    complete: true,
    expiredLicenses: 'all',
  },
  {
    first: 'Carter',
    last: 'Nguyen',
    gender: 'Male',
    status: 'active',
    complete: true,
    expiredLicenses: 'all',
  },
  {
    first: 'Mia',
    last: 'Goldberg',
    gender: 'Female',
    status: 'active',
    complete: true,
    expiredLicenses: 'some',
  },
  {
    first: 'Joseph',
    last: 'Okafor',
    gender: 'Male',
    status: 'active',
    complete: true,
    expiredLicenses: 'some',
  },
  {
    first: 'Elizabeth',
    last: 'Park',
    gender: 'Female',
    status: 'active',
    complete: true,
    expiredLicenses: 'some',
  },
  {
    first: 'Wyatt',
    last: 'Coleman',
    gender: 'Male',
    status: 'blocked',
    complete: true,
    expiredLicenses: 'all',
  },
];

export const DEMO_DOCTOR_COUNT = 60;

interface ClinicCase {
  status: 'active' | 'pending' | 'blocked';
}

const CLINIC_CASES: readonly ClinicCase[] = [
  { status: 'active' },
  { status: 'active' },
  { status: 'active' },
  { status: 'active' },
  { status: 'active' },
  { status: 'pending' },
  { status: 'pending' },
  { status: 'blocked' },
];

const DOMAINS = ['example.com', 'example.org', 'example.net'];
const SPECIFIC_LOCATIONS = ['Suite 100', 'Suite 210', 'Floor 3', 'Building B', 'Room 12', 'Suite 450'];

export function usPhone(random: Random, place: UsPlace, withCountryCode = false): string {
  // 555-01xx numbers are reserved for fiction: realistic-looking and nobody's.
  const local = `${place.areaCode}5550${random.int(100, 199)}`;
  return withCountryCode ? `+1${local}` : local;
}

export function streetAddress(random: Random, place: UsPlace): string {
  return `${random.int(10, 9899)} ${random.pick(STREETS)}, ${place.city}, ${place.code} ${place.zip}`;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

export function buildPeople({ data, ids, random, clock }: DemoBuild): People {
  const clinics = CLINIC_CASES.map((clinicCase, i) => buildClinic(data, ids, random, clock, clinicCase, i));
  const activeClinics = clinics.filter((c) => c.status === 'active');
  const blockedClinic = clinics.find((c) => c.status === 'blocked')!;

  const usedNames = new Set(DOCTOR_CASES.map((c) => `${c.first} ${c.last}`));
  const doctors: ProviderInfo[] = [];
  for (let i = 0; i < DEMO_DOCTOR_COUNT; i++) {
    let doctorCase = DOCTOR_CASES[i];
    if (!doctorCase) {
      const gender = random.chance(0.5) ? 'Female' : 'Male';
      let first = '';
      let last = '';
      do {
        first = random.pick(gender === 'Female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
        last = random.pick(LAST_NAMES);
      } while (usedNames.has(`${first} ${last}`));
      usedNames.add(`${first} ${last}`);
      doctorCase = { first, last, gender, status: 'active', complete: true };
    }
    // About a third of the doctors work for a clinic; one for the blocked clinic.
    let clinic: ProviderInfo | null = null;
    if (i === 33) clinic = blockedClinic;
    else if (i >= 34 && i < 52) clinic = activeClinics[i % activeClinics.length]!;
    else if (i === 1) clinic = clinics.find((c) => c.status === 'pending')!;
    doctors.push(buildDoctor(data, ids, random, clock, doctorCase, i, clinic));
  }
  return { doctors, clinics };
}

function buildClinic(
  data: DemoData,
  ids: Ids,
  random: Random,
  clock: Clock,
  clinicCase: ClinicCase,
  index: number,
): ProviderInfo {
  const id = ids.take('users');
  const place = PLACES[(index * 3) % PLACES.length]!;
  const name = CLINIC_NAMES[index]!;
  const createdAt =
    clinicCase.status === 'pending' ? clock.daysAgo(2 + index) : clock.daysAgo(500 - index * 20);
  const complete = clinicCase.status !== 'pending';
  data.users.push({
    id,
    uid: random.uuid(),
    roleId: 4,
    fullName: name,
    email: `info@${slug(name)}.example.com`,
    phone: usPhone(random, place),
    npi: makeNpi('organization', 30_000_000 + index * 7919),
    status: clinicCase.status,
    profileStatus: complete ? 'complete' : 'incomplete',
    active: clinicCase.status === 'active' || clinicCase.status === 'pending' ? 1 : 0,
    provider: 'Local',
    aboutMe: `${name} offers primary and specialty care in ${place.city}, ${place.code}.`,
    isBankAdded: complete,
    createdAt,
    approvedAt: complete ? new Date(createdAt.getTime() + 86_400_000) : null,
  });
  const addresses: string[] = [];
  const locationCount = index % 3 === 0 ? 3 : index % 3 === 1 ? 2 : 1;
  for (let l = 0; l < locationCount; l++) {
    const address = streetAddress(random, l === 0 ? place : PLACES[(index * 3 + l) % PLACES.length]!);
    addresses.push(address);
    data.clinicLocations.push({ id: ids.take('clinic_locations'), uid: random.uuid(), userId: id, address });
  }
  if (complete) {
    data.bankAccounts.push({
      userId: id,
      bankName: random.pick(BANKS),
      last4: random.digits(4),
      hasError: false,
    });
    data.stripeAccounts.push({
      userId: id,
      stripeId: `acct_${random.uuid().replace(/-/g, '').slice(0, 16)}`,
      active: true,
    });
  }
  return {
    id,
    fullName: name,
    status: clinicCase.status,
    video: false,
    inClinic: true,
    clinicId: null,
    address: addresses[0]!,
    services: [],
    feeCents: 0,
  };
}

function buildDoctor(
  data: DemoData,
  ids: Ids,
  random: Random,
  clock: Clock,
  doctorCase: DoctorCase,
  index: number,
  clinic: ProviderInfo | null,
): ProviderInfo {
  const id = ids.take('users');
  const uid = random.uuid();
  const place = random.pick(PLACES);
  const fullName = `${doctorCase.first} ${doctorCase.last}`;
  const createdAt = clock.daysAgo(doctorCase.createdDaysAgo ?? random.int(40, 720));
  const approved = !['pending', 'rejected'].includes(doctorCase.status);
  // Incomplete profiles miss one to three of availability, bank and services.
  const missing = doctorCase.complete
    ? []
    : random.sample(['availability', 'bank', 'service'], random.int(1, 3));
  const hasAvailability = !missing.includes('availability');
  const hasBank = !missing.includes('bank');
  const hasServices = !missing.includes('service');
  const acronym = random.chance(0.85) ? ACRONYMS[0]! : random.pick(ACRONYMS);
  const video = random.chance(0.85);
  const inClinic = !video || random.chance(0.6) || clinic !== null;

  data.users.push({
    id,
    uid,
    roleId: 3,
    fullName,
    email:
      `${doctorCase.first}.${doctorCase.last}${index % 7 === 0 ? index : ''}@${DOMAINS[index % 3]}`.toLowerCase(),
    phone: usPhone(random, place, index % 10 === 0),
    npi: makeNpi('individual', random.int(10_000_000, 99_999_999)),
    status: doctorCase.status,
    profileStatus: doctorCase.complete ? 'complete' : 'incomplete',
    active: doctorCase.status === 'active' || doctorCase.status === 'pending' ? 1 : 0,
    provider: 'Local',
    imageUrl: null,
    dob: `${random.int(1958, 1990)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    gender: doctorCase.gender,
    aboutMe: `Dr. ${doctorCase.last} is a board-certified physician in ${place.city}, ${place.state}, with a focus on patient-centred, evidence-based care.`,
    acronymName: acronym.name,
    acronymAbbreviation: acronym.abbreviation,
    fileUrl: doctorCase.complete ? `https://files.example.com/cv/${uid}.pdf` : null,
    isSponsored: doctorCase.sponsored ? '1' : '0',
    isAvailabilityAdded: hasAvailability,
    isBankAdded: hasBank,
    isServiceAdded: hasServices,
    clinicId: clinic?.id ?? null,
    createdAt,
    approvedAt: approved ? new Date(createdAt.getTime() + 2 * 86_400_000) : null,
    deletedAt: doctorCase.status === 'deleted' ? clock.daysAgo(random.int(3, 30)) : null,
  });

  // Specialities: a primary, usually a secondary, sometimes others.
  const specialityIds = random.sample(
    data.specialities.map((s) => s.id!),
    random.int(1, 4),
  );
  specialityIds.forEach((specialityId, i) => {
    const isPrimary = i === 0 ? '1' : i === 1 ? '2' : '0';
    data.doctorSpecialities.push({
      id: ids.take('doctor_specialities'),
      userId: id,
      specialityId,
      isPrimary,
    });
  });

  if (video) {
    data.doctorFacilities.push({
      id: ids.take('doctor_facilities'),
      userId: id,
      serviceType: 'video_visit',
      status: '1',
    });
  }
  if (inClinic) {
    data.doctorFacilities.push({
      id: ids.take('doctor_facilities'),
      userId: id,
      serviceType: 'in_clinic',
      status: video && index % 9 === 0 ? '0' : '1',
    });
  }

  // Licenses: one to three states; expired ones per the case.
  const licensePlaces = random.sample(PLACES, random.int(1, 3));
  const licenses = licensePlaces.map((licensePlace, i) => {
    const expired =
      doctorCase.expiredLicenses === 'all' || (doctorCase.expiredLicenses === 'some' && i === 0);
    const license = `${licensePlace.code}${random.digits(6)}`;
    data.doctorLicenses.push({
      id: ids.take('doctor_licenses'),
      uid: random.uuid(),
      userId: id,
      stateName: licensePlace.state,
      license,
      issuedDate: clock.dateOffset(-random.int(800, 3600)),
      expiryDate: expired ? clock.dateOffset(-random.int(5, 200)) : clock.dateOffset(random.int(60, 1100)),
    });
    return { place: licensePlace, license };
  });
  if (doctorCase.expiredLicenses === 'some' && licenses.length === 1) {
    const extra = PLACES.find((p) => p.code !== licenses[0]!.place.code)!;
    const license = `${extra.code}${random.digits(6)}`;
    data.doctorLicenses.push({
      id: ids.take('doctor_licenses'),
      uid: random.uuid(),
      userId: id,
      stateName: extra.state,
      license,
      issuedDate: clock.dateOffset(-random.int(800, 3600)),
      expiryDate: clock.dateOffset(random.int(60, 1100)),
    });
  }

  // Service locations (in-clinic doctors): the clinic's address or their own practice.
  const locationIds: number[] = [];
  let address: string | null = null;
  if (inClinic) {
    const count = random.int(1, 2);
    for (let l = 0; l < count; l++) {
      const locationAddress =
        l === 0 && clinic?.address ? clinic.address : streetAddress(random, licenses[0]!.place);
      address ??= locationAddress;
      const locationId = ids.take('doctor_locations');
      locationIds.push(locationId);
      data.doctorLocations.push({
        id: locationId,
        uid: random.uuid(),
        userId: id,
        address: locationAddress,
        specificLocation: random.pick(SPECIFIC_LOCATIONS),
        license: licenses[0]!.license,
      });
    }
  }

  // The doctor's services, priced near the catalog's default.
  const services: ProviderInfo['services'] = [];
  if (hasServices) {
    for (const service of random.sample(data.services, random.int(2, 4))) {
      const costCents = Math.max(
        100,
        Math.round((service.costCents * random.int(90, 130)) / 100 / 100) * 100,
      );
      const serviceType = video && (!inClinic || random.chance(0.5)) ? 'video_visit' : 'in_clinic';
      const requiredTime =
        service.cpt === '90791' ? '01:00' : random.pick(['00:15', '00:20', '00:30', '00:45']);
      data.doctorServices.push({
        id: ids.take('doctor_services'),
        uid: random.uuid(),
        userId: id,
        serviceId: service.id!,
        name: service.name,
        serviceType,
        status: random.chance(0.9) ? '1' : '0',
        requiredTime,
        costCents,
      });
      services.push({ serviceId: service.id!, name: service.name, costCents, requiredTime });
    }
  }

  if (hasAvailability) {
    const days = ['MON', 'TUE', 'WED', 'THU', 'FRI', ...(random.chance(0.4) ? ['SAT'] : [])];
    for (const day of days) {
      if (random.chance(0.15)) continue;
      const sessions: [string, string][] = random.chance(0.6)
        ? [
            ['09:00', '12:00'],
            ['13:00', '17:00'],
          ]
        : [[random.pick(['08:00', '09:00', '10:00']), random.pick(['15:00', '16:00', '18:00'])]];
      for (const [fromTime, toTime] of sessions) {
        const sessionInClinic = inClinic && (!video || random.chance(0.5));
        data.availabilitySessions.push({
          id: ids.take('availability_sessions'),
          userId: id,
          day,
          fromTime,
          toTime,
          inClinic: sessionInClinic,
          videoVisit: video && (!sessionInClinic || random.chance(0.5)),
          locationId: sessionInClinic ? random.pick(locationIds) : null,
          noOfBreak: random.chance(0.7) ? 1 : 2,
        });
      }
    }
  }

  for (const name of random.sample(HOSPITALS, random.int(1, 2))) {
    data.doctorAffiliations.push({ id: ids.take('doctor_affiliations'), userId: id, name });
  }
  for (const name of random.sample(MEDICAL_SCHOOLS, random.int(1, 2))) {
    data.doctorEducation.push({ id: ids.take('doctor_education'), userId: id, name });
  }
  for (const name of ['English', ...random.sample(LANGUAGES.slice(1), random.int(0, 2))]) {
    data.doctorLanguages.push({ id: ids.take('doctor_languages'), userId: id, name });
  }
  for (const name of random.sample(MEMBERSHIPS, random.int(0, 2))) {
    data.doctorMemberships.push({ id: ids.take('doctor_memberships'), userId: id, name });
  }
  for (const board of random.sample(data.boardCertifications, random.int(1, 2))) {
    data.doctorBoardCertificates.push({
      id: ids.take('doctor_board_certificates'),
      userId: id,
      boardCertificationId: board.id!,
    });
  }

  if (hasBank) {
    data.bankAccounts.push({
      userId: id,
      bankName: random.pick(BANKS),
      last4: random.digits(4),
      hasError: doctorCase.bankProblem === true,
    });
    data.stripeAccounts.push({
      userId: id,
      stripeId: `acct_${uid.replace(/-/g, '').slice(0, 16)}`,
      active: doctorCase.bankProblem !== true,
    });
  }

  if (doctorCase.subscription) buildSubscription(data, ids, random, clock, id, doctorCase.subscription);

  if (approved && random.chance(0.35)) {
    const count = random.int(1, 3);
    for (let n = 0; n < count; n++) {
      data.doctorNotifications.push({
        id: ids.take('doctor_notifications'),
        uid: random.uuid(),
        userId: id,
        description: random.pick(BROADCASTS),
        createdAt: clock.hoursAgo(random.int(1, 24 * 60)),
      });
    }
  }

  return {
    id,
    fullName,
    status: doctorCase.status,
    video,
    inClinic,
    clinicId: clinic?.id ?? null,
    address,
    services,
    feeCents: random.pick([7500, 9000, 10000, 12500, 15000]),
  };
}

/** Sponsorship: monthly records, paid while active; an inactive one ended with an unpaid period. */
function buildSubscription(
  data: DemoData,
  ids: Ids,
  random: Random,
  clock: Clock,
  userId: number,
  state: 'active' | 'inactive',
): void {
  const id = ids.take('subscriptions');
  const months = random.int(3, 10);
  const start = clock.daysAgo(months * 30 + (state === 'inactive' ? 60 : 5));
  const priceCents = 4999;
  data.subscriptions.push({
    id,
    uid: random.uuid(),
    userId,
    subscriptionStartDate: start,
    isSubscribed: state === 'active' ? 'Y' : 'N',
    priceCents,
  });
  const stripeSubscriptionId = `sub_${random.uuid().replace(/-/g, '').slice(0, 24)}`;
  for (let m = 0; m < months; m++) {
    const periodStart = new Date(start.getTime() + m * 30 * 86_400_000);
    const last = m === months - 1;
    data.subscriptionRecords.push({
      id: ids.take('subscription_records'),
      subscriptionId: id,
      stripeSubscriptionId,
      transactionId:
        state === 'inactive' && last ? null : `in_${random.uuid().replace(/-/g, '').slice(0, 24)}`,
      periodStart,
      periodEnd: new Date(periodStart.getTime() + 30 * 86_400_000),
      status: state === 'inactive' && last ? 'unpaid' : 'paid',
    });
  }
}
