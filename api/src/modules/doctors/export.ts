import { and, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../db/schema/index.js';
import { exportFilter, sendListExport } from '../../lib/list-export.js';
import { type ListQuery, listKeyset, orderBySql } from '../../lists/index.js';
import { type DoctorSummaryRow, doctorSummary, doctorSummaryColumns } from './doctor-rows.js';
import { doctorListSpec, doctorListWhere } from './list-spec.js';

const SERVICE_TYPES: Record<string, string> = { in_clinic: 'In Clinic', video_visit: 'Video Visit' };

/** The status badge's words (remote-people doctor-status.ts). */
function badge(status: string, profileStatus: string | null): string {
  if (status === 'pending') return 'Verification Pending';
  if (status === 'active') return profileStatus === 'complete' ? 'Active' : 'Profile Incomplete';
  return status ? status[0].toUpperCase() + status.slice(1) : '';
}

const speciality = (row: ReturnType<typeof doctorSummary>, rank: string) =>
  row.doctorSpeciality
    .filter((part) => part.is_primary === rank)
    .map((part) => part.speciality.name)
    .join('; ');

/** GET /doctor as CSV: the list's columns for every doctor its filters, search and order match. */
export function exportDoctors(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  list: ListQuery,
) {
  const keyset = listKeyset(list, doctorListSpec);
  const query = (after: SQL | undefined) =>
    app.db
      .select({ ...doctorSummaryColumns, ...keyset.columns })
      .from(users)
      .where(and(doctorListWhere(list), after))
      .orderBy(...orderBySql(list, doctorListSpec));
  type Row = DoctorSummaryRow & { out?: ReturnType<typeof doctorSummary> };
  const out = (row: Row) => {
    row.out ??= doctorSummary({
      ...row,
      specialities: parsed(row.specialities) ?? [],
      facilities: parsed(row.facilities) ?? [],
      licenseCounts: parsed(row.licenseCounts),
    });
    return row.out;
  };
  return sendListExport<Row>(app, request, reply, {
    name: 'doctors',
    action: 'doctor.export',
    query,
    keyset,
    keys: Object.keys(doctorSummaryColumns),
    filter: exportFilter(list),
    columns: [
      { header: 'Name', cell: (row) => out(row).full_name ?? '' },
      { header: 'NPI Number', cell: (row) => out(row).npi ?? '' },
      { header: 'Phone', cell: (row) => out(row).phone ?? '' },
      { header: 'Email', cell: (row) => out(row).email ?? '' },
      { header: 'Rating', cell: (row) => out(row).doctor_avg_rating.toFixed(1) },
      { header: 'Appointments', cell: (row) => Number(out(row).appt_count ?? 0) },
      { header: 'Primary Specialty', cell: (row) => speciality(out(row), '1') },
      { header: 'Secondary Specialty', cell: (row) => speciality(out(row), '2') },
      {
        header: 'Service Type',
        cell: (row) =>
          out(row)
            .doctorFacility.filter((f) => f.status === '1')
            .map((f) => SERVICE_TYPES[f.service_type] ?? f.service_type)
            .join('; '),
      },
      {
        header: 'License (expired/total)',
        cell: (row) => `${out(row).expired_license}/${out(row).total_license}`,
      },
      { header: 'Sponsored', cell: (row) => (out(row).is_sponsored === '1' ? 'Yes' : 'No') },
      { header: 'Status', cell: (row) => badge(out(row).status, out(row).profile_status) },
    ],
  });
}

/** A JSON column as the driver gave it (parsed already, or text). */
function parsed<T>(value: T | string | null): T | null {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as T;
  } catch {
    return null;
  }
}
