import type { DemoBuild } from './demo-data.js';
import { streetAddress, usPhone } from './demo-people.js';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, OCCUPATIONS, PLACES } from './us-data.js';

export type PatientStatus = 'active' | 'pending' | 'rejected' | 'blocked' | 'deleted';

export interface PatientInfo {
  id: number;
  fullName: string;
  status: PatientStatus;
}

export const DEMO_PATIENT_COUNT = 200;

/** The first patients carry fixed names for the cases README.md lists; the rest are generated. */
const NAMED_PATIENTS: readonly {
  first: string;
  last: string;
  gender: 'Male' | 'Female';
  status: PatientStatus;
}[] = [
  { first: 'Ava', last: 'Thompson', gender: 'Female', status: 'active' },
  { first: 'Noah', last: 'Patel', gender: 'Male', status: 'active' },
  { first: 'Harper', last: 'Lewis', gender: 'Female', status: 'pending' },
  { first: 'Logan', last: 'Rivera', gender: 'Male', status: 'rejected' },
  { first: 'Ella', last: 'Murphy', gender: 'Female', status: 'blocked' },
  { first: 'Mason', last: 'Clark', gender: 'Male', status: 'deleted' },
];

/** Status mix of the generated patients by index (most are active). */
export function patientStatusFor(index: number): PatientStatus {
  const slot = index % 40;
  if (slot === 7) return 'pending';
  if (slot === 13) return 'rejected';
  if (slot === 19 || slot === 29) return 'blocked';
  if (slot === 37) return 'deleted';
  return 'active';
}

/** Login type mix: mostly e-mail (Local), some Google and Apple. */
export function providerFor(index: number): 'Local' | 'Google' | 'Apple' {
  const slot = index % 10;
  return slot < 7 ? 'Local' : slot < 9 ? 'Google' : 'Apple';
}

const MARITAL = ['Single', 'Married', 'Divorced', 'Widowed'];

export function buildPatients({ data, ids, random, clock }: DemoBuild): PatientInfo[] {
  const patients: PatientInfo[] = [];
  for (let i = 0; i < DEMO_PATIENT_COUNT; i++) {
    const named = NAMED_PATIENTS[i];
    const gender = named?.gender ?? (random.chance(0.52) ? 'Female' : 'Male');
    const first = named?.first ?? random.pick(gender === 'Female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const last = named?.last ?? random.pick(LAST_NAMES);
    const status = named?.status ?? patientStatusFor(i);
    const place = random.pick(PLACES);
    const id = ids.take('users');
    const createdAt = clock.daysAgo(status === 'pending' ? random.int(0, 5) : random.int(20, 700));
    data.users.push({
      id,
      uid: random.uuid(),
      roleId: 2,
      status,
      profileStatus: status === 'pending' ? 'incomplete' : 'complete',
      active: status === 'active' || status === 'pending' ? 1 : 0,
      provider: providerFor(i),
      createdAt,
      approvedAt: status === 'pending' || status === 'rejected' ? null : createdAt,
      deletedAt: status === 'deleted' ? clock.daysAgo(random.int(1, 15)) : null,
    });
    const address = streetAddress(random, place);
    data.patients.push({
      userId: id,
      fullName: `${first} ${last}`,
      email: `${first}.${last}${i}@${i % 2 ? 'example.com' : 'example.net'}`.toLowerCase(),
      phone: usPhone(random, place, i % 4 === 0),
      dob: `${random.int(1945, 2004)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      address: address.split(',')[0]!,
      city: place.city,
      state: place.state,
      zipCode: place.zip,
      occupation: random.pick(OCCUPATIONS),
      gender,
      martialStatus: random.pick(MARITAL),
      noOfChildren: String(random.int(0, 4)),
    });
    patients.push({ id, fullName: `${first} ${last}`, status });
  }
  return patients;
}
