import type { FastifyInstance } from 'fastify';
import { isRole, ROLES, type Role } from '../../lib/permissions.js';

/** Platform settings (table `settings`) of the second-factor policy. */
export const POLICY_SETTINGS = {
  /** Comma-separated roles whose administrators must have a second factor ('' for nobody). */
  roles: 'second_factor_roles',
  /** Refunds above this many cents need a fresh second-factor proof. */
  refundAboveCents: 'step_up_refund_above_cents',
} as const;

export const DEFAULT_REQUIRED_ROLES: Role[] = ['owner', 'finance'];
export const DEFAULT_REFUND_ABOVE_CENTS = 50_000;

export interface SecondFactorPolicy {
  required_roles: Role[];
  refund_step_up_above_cents: number;
}

export function parseRoles(value: string): Role[] {
  const named = value.split(',').map((role) => role.trim());
  return ROLES.filter((role) => named.includes(role));
}

export async function readPolicy(app: FastifyInstance): Promise<SecondFactorPolicy> {
  const rows = await app.database.query<{ name: string; value: string }>(
    'select name, value from settings where name = any($1::text[])',
    [[POLICY_SETTINGS.roles, POLICY_SETTINGS.refundAboveCents]],
  );
  const byName = new Map(rows.map((row) => [row.name, row.value]));
  const roles = byName.get(POLICY_SETTINGS.roles);
  const refund = Number(byName.get(POLICY_SETTINGS.refundAboveCents));
  return {
    required_roles: roles === undefined ? DEFAULT_REQUIRED_ROLES : parseRoles(roles),
    refund_step_up_above_cents:
      Number.isSafeInteger(refund) && refund >= 0 ? refund : DEFAULT_REFUND_ABOVE_CENTS,
  };
}

export async function writePolicy(
  app: FastifyInstance,
  adminId: number,
  policy: SecondFactorPolicy,
): Promise<void> {
  const values: [string, string][] = [
    [POLICY_SETTINGS.roles, policy.required_roles.filter(isRole).join(',')],
    [POLICY_SETTINGS.refundAboveCents, String(policy.refund_step_up_above_cents)],
  ];
  for (const [name, value] of values) {
    await app.database.query(
      `insert into settings (name, value, updated_by) values ($1, $2, $3)
       on conflict (name) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`,
      [name, value, adminId],
    );
  }
}

export async function roleRequiresFactor(app: FastifyInstance, role: string): Promise<boolean> {
  const policy = await readPolicy(app);
  return (policy.required_roles as string[]).includes(role);
}
