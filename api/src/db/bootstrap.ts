import type { Config } from '../config.js';
import { hashPassword } from '../lib/passwords.js';
import type { Sql } from './client.js';

export const DEFAULT_SETTINGS = { admin_commission: '10', cancellation_fee: '5' } as const;

/**
 * What a first start needs besides the schema: the administrator (an Owner) from ADMIN_EMAIL /
 * ADMIN_PASSWORD (only while there is none, so a changed password survives restarts) and the
 * platform settings.
 */
export async function bootstrap(sql: Sql, config: Config): Promise<void> {
  const [{ count }] = await sql.query<{ count: number }>('select count(*)::int as count from admins');
  if (count === 0) {
    await sql.query(
      "insert into admins (email, full_name, password_hash, role) values ($1, $2, $3, 'owner')",
      [config.adminEmail, 'Administrator', await hashPassword(config.adminPassword)],
    );
  }
  const defaults = {
    admin_email: config.adminEmail,
    second_factor_roles: config.secondFactorRoles,
    ...DEFAULT_SETTINGS,
  };
  for (const [name, value] of Object.entries(defaults)) {
    await sql.query('insert into settings (name, value) values ($1, $2) on conflict (name) do nothing', [
      name,
      value,
    ]);
  }
}
