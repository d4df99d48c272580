// A consistent copy of PGlite's data folder, taken while the API keeps serving.
//
// Copying a ~60 MB folder takes one to four seconds on a busy machine, far too long to hold every
// query. So the folder is copied twice: first with queries running (the copy may be torn), then,
// while no transaction is open and no query runs (Database.whileIdle), only the files that changed
// since the first pass, or were written shortly before it, are copied again. The files on disk at
// that instant are what a crash would leave (committed transactions are in the WAL), and PGlite
// opens such a folder as PostgreSQL recovers from a crash. Queries wait only for the second pass.
import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client.js';
import { BackupError } from './backup-file.js';

interface Seen {
  size: number;
  mtimeMs: number;
}

/**
 * A file modified within this long before the first pass started is copied again in the second,
 * whatever its time stamp says: file times are coarse (a few milliseconds), so a write landing in
 * the same tick as the first pass's look at the file would not change it.
 */
const RECENT_MS = 2_000;
const FIRST_PASS_COPIES = 4;

/** The files under `root`, after making each folder (empty ones too: PostgreSQL needs them) in `copy`. */
async function* filesUnder(root: string, copy: string, dir = ''): AsyncGenerator<string> {
  await mkdir(path.join(copy, dir), { recursive: true });
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, copy, relative);
    else if (entry.isFile()) yield relative;
  }
}

async function copyOne(source: string, target: string, relative: string): Promise<Seen | null> {
  let before: Awaited<ReturnType<typeof stat>>;
  try {
    before = await stat(path.join(source, relative));
  } catch {
    return null; // removed meanwhile (a recycled WAL segment, a dropped table's file)
  }
  try {
    await copyFile(path.join(source, relative), path.join(target, relative));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return { size: before.size, mtimeMs: before.mtimeMs };
}

export interface Snapshot {
  /** How long queries waited (the second pass). */
  pausedMs: number;
  /** Files copied again in the second pass. */
  recopied: number;
  files: number;
}

export interface SnapshotOptions {
  /** Runs between the two passes (tests write there: the second pass must bring it along). */
  afterFirstPass?: () => Promise<void>;
}

/** Copies `database`'s data folder into `target` (a new, empty folder), consistent as of one instant. */
export async function snapshotPgliteFolder(
  database: Database,
  target: string,
  options: SnapshotOptions = {},
): Promise<Snapshot> {
  const { dataFolder: source, whileIdle } = database;
  if (!source || !whileIdle)
    throw new BackupError('Only an embedded database kept in a folder can be backed up');
  await mkdir(target, { recursive: true });

  const firstPassStarted = Date.now();
  const seen = new Map<string, Seen>();
  const queue: string[] = [];
  for await (const relative of filesUnder(source, target)) queue.push(relative);
  // A few files at a time: the copies run in libuv's threads while the API keeps answering.
  await Promise.all(
    Array.from({ length: FIRST_PASS_COPIES }, async () => {
      for (let relative = queue.pop(); relative !== undefined; relative = queue.pop()) {
        const copied = await copyOne(source, target, relative);
        if (copied) seen.set(relative, copied);
      }
    }),
  );
  await options.afterFirstPass?.();

  const started = performance.now();
  const { recopied, files } = await whileIdle(async () => {
    const present = new Set<string>();
    let count = 0;
    for await (const relative of filesUnder(source, target)) {
      present.add(relative);
      const now = await stat(path.join(source, relative));
      const before = seen.get(relative);
      const changed =
        !before ||
        before.size !== now.size ||
        before.mtimeMs !== now.mtimeMs ||
        now.mtimeMs >= firstPassStarted - RECENT_MS;
      if (changed) {
        await copyFile(path.join(source, relative), path.join(target, relative));
        count += 1;
      }
    }
    for (const relative of seen.keys()) {
      if (!present.has(relative)) await rm(path.join(target, relative), { force: true });
    }
    return { recopied: count, files: present.size };
  });
  return { pausedMs: performance.now() - started, recopied, files };
}
