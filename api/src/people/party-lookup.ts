import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { patientProfiles, users } from '../db/schema/index.js';
import type { CsvColumn } from '../lists/index.js';
import { DELETED_USER, listedDoctorName, maskedPatientName } from './party-cells.js';

/** People an export keeps the cells of, per kind: about 10 MB each when full. */
export const PARTY_LOOKUP_MAX = 100_000;

/** What an export's row says of its people: the appointment's patient and doctor ids. */
export interface PartyIds {
  patientId: number | null;
  doctorId: number | null;
}

export interface PartyLookup<Row extends PartyIds> {
  /** Looks up the people of a batch not seen yet in this export, in one statement per kind. */
  prepareBatch(rows: Row[]): Promise<void>;
  /** The Patient Name (masked) and Doctor Name cells, as partyCells writes them. */
  cells: CsvColumn<Row>[];
}

/**
 * The Patient Name and Doctor Name cells of one export, by the people's ids: each person is read
 * and their cell made once per export instead of joined, decrypted and masked on every row (a
 * million payments have about a hundred thousand patients; three joins a row were two thirds of
 * the export's time in PostgreSQL). The cells are the list's (partyCells): a person missing is
 * a 'Deleted User'. Kept least recently used first out, at most PARTY_LOOKUP_MAX per kind; a
 * person renamed during a long export may keep the name first read, as the export is no snapshot.
 */
export function partyLookup<Row extends PartyIds>(app: FastifyInstance): PartyLookup<Row> {
  const patients = new Map<number, string>();
  const doctors = new Map<number, string>();

  /** The ids of `rows` not kept yet; the kept ones become the most recent. */
  const missing = (kept: Map<number, string>, ids: (number | null)[]) => {
    const wanted = new Set<number>();
    for (const id of ids) {
      if (id === null) continue;
      const cell = kept.get(id);
      if (cell === undefined) {
        wanted.add(id);
      } else {
        kept.delete(id);
        kept.set(id, cell);
      }
    }
    return [...wanted];
  };
  const keep = (kept: Map<number, string>, id: number, cell: string) => {
    if (kept.size >= PARTY_LOOKUP_MAX) kept.delete(kept.keys().next().value as number);
    kept.set(id, cell);
  };

  async function readPatients(ids: number[]) {
    if (!ids.length) return;
    const found = await app.reads.db
      .select({ id: users.id, uid: users.uid, nameEnc: patientProfiles.fullNameEnc })
      .from(users)
      .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
      .where(sql`${users.id} = any(${sql.param(ids)})`);
    const byId = new Map(found.map((row) => [Number(row.id), row]));
    for (const id of ids) {
      const row = byId.get(id);
      keep(patients, id, maskedPatientName(app, row?.uid, row?.nameEnc));
    }
  }

  async function readDoctors(ids: number[]) {
    if (!ids.length) return;
    const found = await app.reads.db
      .select({
        id: users.id,
        uid: users.uid,
        name: users.fullName,
        status: users.status,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(sql`${users.id} = any(${sql.param(ids)})`);
    const byId = new Map(found.map((row) => [Number(row.id), row]));
    for (const id of ids) {
      const row = byId.get(id);
      keep(doctors, id, listedDoctorName(row?.uid, row?.name, row?.status, row?.deletedAt));
    }
  }

  const cellOf = (kept: Map<number, string>, id: number | null) =>
    id === null ? DELETED_USER : (kept.get(id) as string);

  return {
    async prepareBatch(rows) {
      await readPatients(
        missing(
          patients,
          rows.map((row) => row.patientId),
        ),
      );
      await readDoctors(
        missing(
          doctors,
          rows.map((row) => row.doctorId),
        ),
      );
    },
    cells: [
      { header: 'Patient Name', cell: (row) => cellOf(patients, row.patientId) },
      { header: 'Doctor Name', cell: (row) => cellOf(doctors, row.doctorId) },
    ],
  };
}
