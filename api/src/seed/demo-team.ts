import type { Database } from '../db/client.js';
import { hashPassword } from '../lib/passwords.js';

/**
 * One demo administrator per role besides the Owner (whom ADMIN_EMAIL / ADMIN_PASSWORD make), so a
 * newcomer can sign in as each and see what the role may do. The README lists them.
 */
export const DEMO_TEAM = [
  {
    email: 'operations@example.com',
    fullName: 'Olivia Operations',
    role: 'operations',
    password: 'Operations@12345',
  },
  { email: 'finance@example.com', fullName: 'Felix Finance', role: 'finance', password: 'Finance@12345' },
  { email: 'support@example.com', fullName: 'Sofia Support', role: 'support', password: 'Support@12345' },
  { email: 'auditor@example.com', fullName: 'Arthur Auditor', role: 'auditor', password: 'Auditor@12345' },
] as const;

/** Adds the demo team (an e-mail already taken is left as it is). */
export async function insertDemoTeam(database: Pick<Database, 'query'>): Promise<void> {
  for (const admin of DEMO_TEAM) {
    await database.query(
      `insert into admins (email, full_name, password_hash, role) values ($1, $2, $3, $4)
       on conflict (lower(email)) do nothing`,
      [admin.email, admin.fullName, await hashPassword(admin.password), admin.role],
    );
  }
}

/**
 * The demo asks no second factor of anyone, so every demo sign-in in the README works with the
 * password alone; an Owner turns the policy on in Settings → Security.
 */
export async function turnOffDemoSecondFactorPolicy(database: Pick<Database, 'query'>): Promise<void> {
  await database.query(
    `insert into settings (name, value) values ('second_factor_roles', '')
     on conflict (name) do update set value = '', updated_at = now()`,
  );
}
