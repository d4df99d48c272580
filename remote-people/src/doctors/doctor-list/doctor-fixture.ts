// A doctor row as GET /doctor answers one, for the list's tests: `parts` replaces what a test is about.
import type { DoctorSummary } from '../types';

let nextId = 1;

export function doctorRow(uid: string, name: string, parts: Partial<DoctorSummary> = {}): DoctorSummary {
  return {
    uid,
    id: nextId++,
    full_name: name,
    npi: '1234567890',
    phone: null,
    email: `${uid}@example.com`,
    image_url: null,
    doctor_avg_rating: 4,
    appt_count: 0,
    doctorSpeciality: [],
    doctorFacility: [],
    expired_license: 0,
    total_license: 1,
    is_license_expired: false,
    is_sponsored: '0',
    status: 'active',
    profile_status: 'complete',
    active: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
    assignee: null,
    ...parts,
  };
}
