import type { FastifyInstance } from 'fastify';
import { patientProfiles, users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import { isStorableText } from '../../lib/input-limits.js';
import { type ListDefinition, type ListQuery, parseListQuery, readFirstMatches } from '../../lists/index.js';
import { readField } from '../../people/fields.js';
import { maskName } from '../../people/masking.js';
import { toIso } from '../../time/iso.js';
import { appointmentList } from '../appointments/index.js';
import { doctorsList } from '../doctors/index.js';
import { parseUserList } from '../user-list/index.js';
import { paymentList } from '../payments/index.js';

/** How many matches of each kind the palette shows. */
export const MATCHES_PER_KIND = 5;
const MAX_QUERY = 100;
/** Shorter text matches too much of every list to be worth a search. */
const MIN_QUERY = 2;

export type MatchKind = 'doctor' | 'patient' | 'clinic' | 'appointment' | 'payment';

export interface Match {
  kind: MatchKind;
  uid: string;
  /** What the palette shows: a name (a patient's masked), or an appointment's id. */
  label: string;
  /**
   * A second line: NPI, status, amount; for a patient, the last two digits of the phone and the
   * month they joined. Never a patient's unmasked data.
   */
  detail: string | null;
}

/** The text to search for, trimmed; null when it is too short to search. Junk is a 400. */
export function parseSearchText(raw: unknown): string | null {
  if (raw === undefined) return null;
  if (typeof raw !== 'string') throw badRequest('q must be text');
  if (raw.length > MAX_QUERY) throw badRequest(`q must be at most ${MAX_QUERY} characters`);
  if (!isStorableText(raw)) throw badRequest('q holds a character that is not allowed');
  const text = raw.trim();
  return text.length >= MIN_QUERY ? text : null;
}

/** 'pending' → 'Pending', as the lists' badges read. */
const statusText = (status: string | null | undefined) =>
  status ? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ') : null;

interface Row {
  uid: string;
  full_name?: string | null;
  phone?: string | null;
  created_at?: string | null;
  npi?: string | null;
  status?: string | null;
  appt_id?: string | null;
  collected_amount?: string | null;
  appointment?: { appt_id?: string | null } | null;
}

/**
 * What tells two patients with the same masked name apart without unmasking either: the last two
 * digits of the phone and the month they joined (in the admin's zone), beside the status.
 */
export function patientDetail(row: Row, timeZone: string): string | null {
  const digits = (row.phone ?? '').replace(/\D/g, '');
  const joined = row.created_at ? new Date(row.created_at) : null;
  const parts = [
    statusText(row.status),
    digits.length >= 4 ? `phone ••${digits.slice(-2)}` : null,
    joined && !Number.isNaN(joined.getTime()) ? `joined ${monthFormat(timeZone).format(joined)}` : null,
  ];
  return parts.filter(Boolean).join(' · ') || null;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();
/** "Mar 2024" in the zone: built once per zone (building one cost ~0.5 ms, five per palette answer). */
function monthFormat(timeZone: string): Intl.DateTimeFormat {
  let format = monthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone });
    monthFormats.set(timeZone, format);
  }
  return format;
}

/** What the palette reads of a doctor or clinic: a name and the second line's parts. */
const personColumns = { uid: users.uid, full_name: users.fullName, npi: users.npi, status: users.status };
interface PatientRow {
  uid: string;
  status: string | null;
  createdAt: Date | string | null;
  fullNameEnc: string | null;
  phoneEnc: string | null;
}
/** What it reads of a patient: the encrypted name and phone (decrypted here, the name then masked). */
const patientColumns = {
  uid: users.uid,
  status: users.status,
  createdAt: users.createdAt,
  fullNameEnc: patientProfiles.fullNameEnc,
  phoneEnc: patientProfiles.phoneEnc,
};

/** The first matches of one list, as its own search finds and orders them, without a total. */
function firstMatches<T>(
  app: FastifyInstance,
  def: ListDefinition<unknown, unknown, never>,
  list: ListQuery,
  columns?: Record<string, unknown>,
): Promise<T[]> {
  return readFirstMatches(app.db, def, list, columns as never) as Promise<T[]>;
}

/** The first matches of a list, each as the list's page answers it. */
async function firstRows(
  app: FastifyInstance,
  def: ListDefinition<unknown, unknown, never>,
  list: ListQuery,
) {
  return (await firstMatches<unknown>(app, def, list)).map((row) => def.map(row, list) as Row);
}

/**
 * GET /search: one call for the command palette, fanned out in parallel to the lists' own indexed
 * searches (doctors by name, e-mail, NPI or phone; patients by the blind index; clinics by name;
 * appointments and payments by appointment id), each cut to a few matches.
 */
export async function searchEverything(
  app: FastifyInstance,
  text: string,
  timeZone: string,
  /** The kinds the admin may open: the others are not searched at all. */
  mayOpen: (kind: MatchKind) => boolean = () => true,
) {
  const page = { search: text, limit: String(MATCHES_PER_KIND) };
  // Appointment ids hold digits; a name never reaches those two lists.
  const byId = /\d/.test(text);
  const patients = parseUserList(app, { ...page, where: '{"role_id":2}' });
  const clinics = parseUserList(app, { ...page, where: '{"role_id":4}' });
  const appointmentsList = appointmentList(app, timeZone);
  const paymentsList = paymentList(app, timeZone);
  const paymentsQuery = parseListQuery({ ...page, populate: '["appointment"]' }, paymentsList);
  const none = Promise.resolve([]);
  // Each kind is one statement: its list's own search, conditions and order, the first few rows
  // only, no total, only the columns shown.
  const [doctors, patientRows, clinicRows, appointments, payments] = await Promise.all([
    mayOpen('doctor')
      ? firstMatches<Row>(app, doctorsList as never, parseListQuery(page, doctorsList), personColumns)
      : none,
    mayOpen('patient')
      ? firstMatches<PatientRow>(app, patients.definition as never, patients.list, patientColumns)
      : none,
    mayOpen('clinic')
      ? firstMatches<Row>(app, clinics.definition as never, clinics.list, personColumns)
      : none,
    byId && mayOpen('appointment')
      ? firstRows(app, appointmentsList as never, parseListQuery(page, appointmentsList))
      : none,
    byId && mayOpen('payment') ? firstRows(app, paymentsList as never, paymentsQuery) : none,
  ]);
  const read = (stored: string | null) => readField(app.fieldCrypto, stored);
  const matches: Match[] = [
    ...doctors.map((row) => ({
      kind: 'doctor' as const,
      uid: row.uid,
      label: row.full_name ?? '',
      detail: row.npi ? `NPI ${row.npi}` : null,
    })),
    ...patientRows.map((stored) => {
      const row: Row = {
        uid: stored.uid,
        status: stored.status,
        full_name: read(stored.fullNameEnc),
        phone: read(stored.phoneEnc),
        created_at: toIso(stored.createdAt),
      };
      return {
        kind: 'patient' as const,
        uid: row.uid,
        label: maskName(row.full_name) ?? '',
        detail: patientDetail(row, timeZone),
      };
    }),
    ...clinicRows.map((row) => ({
      kind: 'clinic' as const,
      uid: row.uid,
      label: row.full_name ?? '',
      detail: statusText(row.status),
    })),
    ...appointments.map((row) => ({
      kind: 'appointment' as const,
      uid: row.uid,
      label: row.appt_id ?? '',
      detail: statusText(row.status),
    })),
    ...payments.map((row) => ({
      kind: 'payment' as const,
      uid: row.uid,
      label: row.appointment?.appt_id ?? '',
      detail:
        [row.status, row.collected_amount && `$${row.collected_amount}`].filter(Boolean).join(' · ') || null,
    })),
  ];
  return { matches };
}
