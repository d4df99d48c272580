import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Permission } from '../lib/permissions.js';

/** The names of the records with these ids, as [id, name] pairs (an id not found is left out). */
export type TargetNamer = (
  app: FastifyInstance,
  ids: string[],
) => Promise<Iterable<readonly [string, string]>>;

/** How the Audit Log names the records of one target type. */
export interface AuditTarget {
  /** One name for every entry of the type (the platform settings), or how a page's targets are read. */
  name?: string | TargetNamer;
  /**
   * Whether a record that no longer exists reads as the name its entry's details kept. False for a
   * patient: a patient's name is never shown unmasked outside their record.
   */
  keptName?: boolean;
}

/** A kind of record that takes internal notes: GET and POST /notes/<type>/{key} (modules/notes). */
export interface NoteKind {
  type: string;
  /** Reading its notes needs what reading the record needs. */
  view: Permission;
  /**
   * The record's row `t` by its public key `$1`, selecting its name as `label` (never a patient's).
   * `$1` is compared with the key column as it is (it takes the column's type), so its index is used.
   */
  find: string;
  /** What the path calls its key and how it looks: a uid, or a number (an enquiry's id). */
  key: 'uid' | 'id';
  /** 'Doctor': in messages ('Doctor not found') and the OpenAPI summaries. */
  noun: string;
  /** The audit log's target type of the record (its module's own). */
  auditTarget: string;
}

/** A work queue: items an administrator can be assigned to (modules/assignments). */
export interface WorkQueueKind {
  /** Its name in the paths (/assignments/<name>/{key}), My work and the screens. */
  name: string;
  /** What one item is called in messages ('enquiry'). */
  noun: string;
  /** Its plural, as My work's counts name it. */
  title: string;
  table: string;
  /** The column its public key is in: an enquiry's id, or a uid. */
  key: 'id' | 'uid';
  /** Rows of the kind at all (a doctor, not a patient), as SQL of its row `t`. */
  kind: string;
  /** Rows of the kind awaiting work: only these can be assigned. */
  open: string;
  /** Why a row of the kind cannot be assigned (its state, as a message), from its row `t`. */
  closedReason: string;
  /** An SQL expression of `t` naming the item in lists and notifications. */
  label: string;
  /** Who may see an item's assignment: whoever reads the item. */
  view: Permission;
  /** Who may assign items of the queue. */
  assignPermission: Permission;
  /** What an assignee's role must hold: the permission that acts on the item. */
  actPermission: Permission;
  /** In words, for the refusal of an assignee whose role cannot act. */
  act: string;
  /** The audit log's target type of an item (as the module that owns it writes it). */
  auditTarget: string;
  /** The record type an item is in the inbox and the front end's links. */
  recordType: string;
}

/**
 * A kind of record the admins open, for what other modules do with records: its internal notes
 * (`notes: true`) and its work queue (`assignable`), each one line. Its name is its record type,
 * its queue's name and, in the front end, its list's path (/admin/<name>/<key> opens one).
 */
export interface RecordDeclaration {
  table: string;
  /** Its public key's column: 'uid' unless said. */
  key?: 'uid' | 'id';
  /** An SQL expression of its row `t` that names it (the inbox, My work): `t.name` unless said. */
  label?: string;
  /** One, in messages ('coupon'); many, as a title ('Coupons'). */
  noun: string;
  title: string;
  /** The permission that reads it (and so its notes and its assignee). */
  view: Permission;
  /** Its audit target type (its module's own). */
  auditTarget: string;
  /** Internal notes on it: GET and POST /notes/<name>/{key}. */
  notes?: boolean;
  /**
   * A work queue of its rows that are `open` (SQL of `t`): /assignments/<name>/…, its rows in My
   * work. Its table has `assignee_id` and `assigned_at`; `permission` assigns and acts on them.
   */
  assignable?: { open: string; permission: Permission };
}

/**
 * What a module adds to the admin screens' shared vocabulary, declared where the module lives, so
 * no central list (and no front-end contract) names it.
 */
export interface ModuleDeclaration {
  /** The list screens whose saved views and column layouts are kept (`payments`). */
  savedViewLists?: readonly string[];
  /** The live-update topics its tables' triggers announce, each with the permission that hears it. */
  liveTopics?: Readonly<Record<string, Permission>>;
  /**
   * The audit actions it writes, each with how the Audit Log reads it: what the admin did, in the
   * past tense ('Refunded payment', 'Invited an administrator').
   */
  auditActions?: Readonly<Record<string, string>>;
  /** The kinds of record its audit entries are about. */
  auditTargets?: Readonly<Record<string, AuditTarget>>;
  /** Its records that take notes or are assigned (see RecordDeclaration). */
  records?: Readonly<Record<string, RecordDeclaration>>;
  /** Kinds of note and queues spelled out (the notes and assignments modules' own). */
  noteKinds?: readonly NoteKind[];
  workQueues?: readonly WorkQueueKind[];
}

export interface Registry {
  readonly savedViewLists: ReadonlySet<string>;
  readonly liveTopics: ReadonlyMap<string, Permission>;
  /** Each declared action with its label. */
  readonly auditActions: ReadonlyMap<string, string>;
  readonly auditTargets: ReadonlyMap<string, AuditTarget>;
  /** Adds a module's declaration; a name declared twice differently is refused (a start-up error). */
  declare(declaration: ModuleDeclaration): void;
  /**
   * The kinds of note, or the work queues, for their module to make routes of: after this, one more
   * is refused (a start-up error), since it would have no routes.
   */
  take(what: 'notes'): ReadonlyMap<string, NoteKind>;
  take(what: 'queues'): ReadonlyMap<string, WorkQueueKind>;
  /** The declared kinds of note and work queues (all of them once the app is ready). */
  readonly noteKinds: ReadonlyMap<string, NoteKind>;
  readonly workQueues: ReadonlyMap<string, WorkQueueKind>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the modules declared (declareModule): lists, live topics, audit actions and targets. */
    registry: Registry;
  }
}

/** 'audit.export' → 'Audit export': how an entry reads whose action no module declares any more. */
export function actionWords(action: string): string {
  const words = action.replace(/[._]/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : action;
}

/** A list, topic or target type: lower-case words joined by '-' or '_'. */
const NAME = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$/;
/** An audit action: `<kind>.<verb>`. */
const ACTION = /^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/;

/** Adds to `map`, refusing a name already declared otherwise: two modules cannot disagree on one. */
function add<V>(map: Map<string, V>, what: string, name: string, value: V, same: (a: V, b: V) => boolean) {
  const known = map.get(name);
  if (known !== undefined && !same(known, value)) {
    throw new Error(`The ${what} "${name}" is declared twice, differently`);
  }
  map.set(name, value);
}

const sameTarget = (a: AuditTarget, b: AuditTarget) => a.name === b.name && a.keptName === b.keptName;
const sameFields = <T extends object>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);
const capital = (words: string) => words[0].toUpperCase() + words.slice(1);
const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A declared record's kind of note (see RecordDeclaration). */
export function noteKindOf(type: string, record: RecordDeclaration): NoteKind {
  const key = record.key ?? 'uid';
  return {
    type,
    view: record.view,
    find: `select (${record.label ?? 't.name'}) as label from ${record.table} t where t.${key} = $1`,
    key,
    noun: capital(record.noun),
    auditTarget: record.auditTarget,
  };
}

/** A declared record's work queue (see RecordDeclaration). */
export function workQueueOf(
  name: string,
  record: RecordDeclaration,
  queue: NonNullable<RecordDeclaration['assignable']>,
): WorkQueueKind {
  return {
    name,
    noun: record.noun,
    title: record.title,
    table: record.table,
    key: record.key ?? 'uid',
    kind: 'true',
    open: queue.open,
    closedReason: sqlText(
      `This ${record.noun} is no longer open; only an open ${record.noun} can be assigned`,
    ),
    label: record.label ?? 't.name',
    view: record.view,
    assignPermission: queue.permission,
    actPermission: queue.permission,
    act: `work on ${record.title.toLowerCase()}`,
    auditTarget: record.auditTarget,
    recordType: name,
  };
}

export function createRegistry(): Registry {
  const savedViewLists = new Set<string>();
  const liveTopics = new Map<string, Permission>();
  const auditActions = new Map<string, string>();
  const auditTargets = new Map<string, AuditTarget>();
  const noteKinds = new Map<string, NoteKind>();
  const workQueues = new Map<string, WorkQueueKind>();
  const taken = new Set<'notes' | 'queues'>();
  const open = (what: 'notes' | 'queues', name: string) => {
    if (taken.has(what))
      throw new Error(
        `The ${what === 'notes' ? 'kind of note' : 'work queue'} "${name}" is declared after the ${what} routes ` +
          'were made: register its module before assignmentRoutes and noteRoutes (app.ts)',
      );
  };
  const addNotes = (kind: NoteKind) => {
    open('notes', kind.type);
    add(noteKinds, 'kind of note', checked('kind of note', kind.type, NAME), kind, sameFields);
  };
  const addQueue = (queue: WorkQueueKind) => {
    open('queues', queue.name);
    add(workQueues, 'work queue', checked('work queue', queue.name, NAME), queue, sameFields);
  };
  const checked = (what: string, name: string, rule: RegExp) => {
    if (!rule.test(name)) throw new Error(`The ${what} "${name}" is not a valid name`);
    return name;
  };
  return {
    savedViewLists,
    liveTopics,
    auditActions,
    auditTargets,
    noteKinds,
    workQueues,
    take: ((what: 'notes' | 'queues') => {
      taken.add(what);
      return what === 'notes' ? noteKinds : workQueues;
    }) as Registry['take'],
    declare(declaration) {
      for (const list of declaration.savedViewLists ?? []) savedViewLists.add(checked('list', list, NAME));
      for (const [topic, permission] of Object.entries(declaration.liveTopics ?? {})) {
        add(liveTopics, 'live topic', checked('live topic', topic, NAME), permission, (a, b) => a === b);
      }
      for (const [action, label] of Object.entries(declaration.auditActions ?? {})) {
        const name = checked('audit action', action, ACTION);
        add(auditActions, 'audit action', name, label, (a, b) => a === b);
      }
      for (const [type, target] of Object.entries(declaration.auditTargets ?? {})) {
        add(auditTargets, 'audit target type', checked('audit target type', type, NAME), target, sameTarget);
      }
      for (const kind of declaration.noteKinds ?? []) addNotes(kind);
      for (const queue of declaration.workQueues ?? []) addQueue(queue);
      for (const [type, record] of Object.entries(declaration.records ?? {})) {
        if (record.notes) addNotes(noteKindOf(type, record));
        if (record.assignable) addQueue(workQueueOf(type, record, record.assignable));
      }
    },
  };
}

/** Declares what the module adds (see ModuleDeclaration); call it from the module's routes plugin. */
export function declareModule(app: FastifyInstance, declaration: ModuleDeclaration): void {
  app.registry.declare(declaration);
}

/** The app's registry, filled by the modules as their plugins load (before the app is ready). */
export const registryPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('registry', createRegistry());
  },
  { name: 'registry', fastify: '5.x' },
);
