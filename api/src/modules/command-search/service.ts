import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error.js';
import { isStorableText } from '../../lib/input-limits.js';
import { parseListQuery } from '../../lists/index.js';
import { maskName } from '../../people/masking.js';
import { appointmentList, listAppointments } from '../appointments/index.js';
import { doctorsList, listDoctors } from '../doctors/index.js';
import { listUsers, parseUserList } from '../user-list/index.js';
import { listPayments, paymentList } from '../payments/index.js';

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

type Rows = { [list: string]: unknown };

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
    joined && !Number.isNaN(joined.getTime())
      ? `joined ${new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone }).format(joined)}`
      : null,
  ];
  return parts.filter(Boolean).join(' · ') || null;
}

const rowsOf = (answer: Rows, key: string) => (answer[key] as Row[] | undefined) ?? [];

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
  const none = { doctors: [], users: [], appointments: [] };
  // Appointment ids hold digits; a name never reaches those two lists.
  const byId = /\d/.test(text);
  const appointmentsList = appointmentList(app, timeZone);
  const paymentsList = paymentList(app, timeZone);
  const [doctors, patients, clinics, appointments, payments] = await Promise.all([
    mayOpen('doctor') ? (listDoctors(app, parseListQuery(page, doctorsList)) as Promise<Rows>) : none,
    mayOpen('patient')
      ? (listUsers(app, parseUserList(app, { ...page, where: '{"role_id":2}' })) as Promise<Rows>)
      : none,
    mayOpen('clinic')
      ? (listUsers(app, parseUserList(app, { ...page, where: '{"role_id":4}' })) as Promise<Rows>)
      : none,
    byId && mayOpen('appointment')
      ? (listAppointments(app, appointmentsList, parseListQuery(page, appointmentsList)) as Promise<Rows>)
      : { appointments: [] },
    byId && mayOpen('payment')
      ? (listPayments(
          app,
          paymentsList,
          parseListQuery({ ...page, populate: '["appointment"]' }, paymentsList),
        ) as Promise<Rows>)
      : { appointments: [] },
  ]);
  const matches: Match[] = [
    ...rowsOf(doctors, 'doctors').map((row) => ({
      kind: 'doctor' as const,
      uid: row.uid,
      label: row.full_name ?? '',
      detail: row.npi ? `NPI ${row.npi}` : null,
    })),
    ...rowsOf(patients, 'users').map((row) => ({
      kind: 'patient' as const,
      uid: row.uid,
      label: maskName(row.full_name) ?? '',
      detail: patientDetail(row, timeZone),
    })),
    ...rowsOf(clinics, 'users').map((row) => ({
      kind: 'clinic' as const,
      uid: row.uid,
      label: row.full_name ?? '',
      detail: statusText(row.status),
    })),
    ...rowsOf(appointments, 'appointments').map((row) => ({
      kind: 'appointment' as const,
      uid: row.uid,
      label: row.appt_id ?? '',
      detail: statusText(row.status),
    })),
    // The payments list answers its rows under `appointments` (GET /user/payments has always named them so).
    ...rowsOf(payments, 'appointments').map((row) => ({
      kind: 'payment' as const,
      uid: row.uid,
      label: row.appointment?.appt_id ?? '',
      detail:
        [row.status, row.collected_amount && `$${row.collected_amount}`].filter(Boolean).join(' · ') || null,
    })),
  ];
  return { matches };
}
