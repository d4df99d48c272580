// What the palette lists, and where each entry leads. Pure: the component only renders it.
import type { ApiAnswer } from '@telehealth/shared/contracts';

/** One answer of GET /search (a patient's label comes masked from the API). */
export type SearchMatch = ApiAnswer<'/api/search', 'get'>['matches'][number];

/** What a match is: a doctor, a patient, a clinic, an appointment or a payment. */
export type MatchKind = SearchMatch['kind'];

export interface PaletteEntry {
  /** Stable across renders: the option's DOM id derives from it. */
  id: string;
  group: string;
  label: string;
  detail: string | null;
  to: string;
  /** Kept in the recent items when opened. */
  match?: SearchMatch;
}

export interface Section {
  label: string;
  path: string;
}

const KIND_GROUPS: Record<MatchKind, string> = {
  doctor: 'Doctors',
  patient: 'Patients',
  clinic: 'Clinics',
  appointment: 'Appointments',
  payment: 'Payments',
};

/** The screen a match opens. A payment has no page of its own: the payments list, searched by its appointment id. */
export function matchPath(match: SearchMatch): string {
  switch (match.kind) {
    case 'doctor':
      return `/admin/doctors/${match.uid}`;
    case 'patient':
      return `/admin/patients/${match.uid}`;
    case 'clinic':
      return `/admin/clinics/${match.uid}`;
    case 'appointment':
      return `/admin/appointments/${match.uid}`;
    case 'payment':
      return `/admin/payments?search=${encodeURIComponent(match.label)}`;
  }
}

const matchEntry = (match: SearchMatch, group: string): PaletteEntry => ({
  id: `${group}:${match.kind}:${match.uid}`,
  group,
  label: match.label,
  detail: match.kind === 'payment' ? `Payment · ${match.detail ?? ''}`.replace(/ · $/, '') : match.detail,
  to: matchPath(match),
  match,
});

/**
 * The entries for what the admin typed: the sections whose name holds it, then the API's matches
 * grouped by kind. With nothing typed: the recent items first, then every section.
 */
export function paletteEntries(
  text: string,
  sections: Section[],
  matches: SearchMatch[],
  recent: SearchMatch[],
): PaletteEntry[] {
  const needle = text.trim().toLowerCase();
  const sectionEntries = sections
    .filter((section) => !needle || section.label.toLowerCase().includes(needle))
    .map((section) => ({
      id: `section:${section.path}`,
      group: 'Go to',
      label: section.label,
      detail: null,
      to: section.path,
    }));
  if (!needle) return [...recent.map((match) => matchEntry(match, 'Recent')), ...sectionEntries];
  return [...sectionEntries, ...matches.map((match) => matchEntry(match, KIND_GROUPS[match.kind]))];
}
