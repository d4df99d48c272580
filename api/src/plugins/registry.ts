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
}

export interface Registry {
  readonly savedViewLists: ReadonlySet<string>;
  readonly liveTopics: ReadonlyMap<string, Permission>;
  /** Each declared action with its label. */
  readonly auditActions: ReadonlyMap<string, string>;
  readonly auditTargets: ReadonlyMap<string, AuditTarget>;
  /** Adds a module's declaration; a name declared twice differently is refused (a start-up error). */
  declare(declaration: ModuleDeclaration): void;
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

export function createRegistry(): Registry {
  const savedViewLists = new Set<string>();
  const liveTopics = new Map<string, Permission>();
  const auditActions = new Map<string, string>();
  const auditTargets = new Map<string, AuditTarget>();
  const checked = (what: string, name: string, rule: RegExp) => {
    if (!rule.test(name)) throw new Error(`The ${what} "${name}" is not a valid name`);
    return name;
  };
  return {
    savedViewLists,
    liveTopics,
    auditActions,
    auditTargets,
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
