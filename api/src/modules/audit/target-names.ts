import type { FastifyInstance } from 'fastify';
import type { TargetNamer } from '../../plugins/registry.js';

export interface TargetRef {
  targetType: string | null;
  targetUid: string | null;
  details?: unknown;
}

/** An entry's target name, or null. */
export type NameOf = (ref: TargetRef) => string | null;

/**
 * The display name of each entry's target, read for a page (or an export batch) at once, the way
 * the module owning the target type declared it (plugins/registry.ts): one read per namer, so the
 * user kinds sharing one are one statement. A target that no longer exists falls back to a name its
 * details kept, unless its type says otherwise (a patient).
 */
export async function targetNames(app: FastifyInstance, refs: TargetRef[]): Promise<NameOf> {
  const targets = app.registry.auditTargets;
  const wanted = new Map<TargetNamer, Set<string>>();
  for (const ref of refs) {
    if (!ref.targetType || !ref.targetUid) continue;
    const name = targets.get(ref.targetType)?.name;
    if (typeof name !== 'function') continue;
    const ids = wanted.get(name) ?? new Set<string>();
    wanted.set(name, ids);
    ids.add(ref.targetUid);
  }
  const found = new Map<TargetNamer, Map<string, string>>();
  await Promise.all(
    [...wanted].map(async ([namer, ids]) => {
      found.set(namer, new Map(await namer(app, [...ids])));
    }),
  );
  return (ref) => {
    if (!ref.targetType) return null;
    const target = targets.get(ref.targetType);
    if (typeof target?.name === 'string') return target.name;
    if (!ref.targetUid) return null;
    const name = typeof target?.name === 'function' ? found.get(target.name)?.get(ref.targetUid) : undefined;
    if (name) return name;
    if (target?.keptName === false) return null;
    const kept = (ref.details as { name?: unknown } | null | undefined)?.name;
    return typeof kept === 'string' && kept ? kept : null;
  };
}
