export const DELETED_USER = 'Deleted User';

interface Named {
  full_name?: string | null;
  status?: string | null;
  deleted_at?: string | null;
}

/** A person's name, or `fallback` when the record is missing ('Deleted User') or has no name. */
export function fullName(person: Named | null | undefined, fallback = DELETED_USER): string {
  const name = person?.full_name?.trim();
  return name || fallback;
}

/** A doctor's name as lists show it: 'Deleted (name)' once the doctor is deleted. */
export function doctorName(doctor: Named | null | undefined, fallback = DELETED_USER): string {
  if (!doctor) return fallback;
  const name = fullName(doctor, fallback);
  return doctor.status === 'deleted' || doctor.deleted_at ? `Deleted (${name})` : name;
}
