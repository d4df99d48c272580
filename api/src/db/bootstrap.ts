import type { Config } from '../config.js';
import { hashPassword } from '../lib/passwords.js';
import { randomToken, sha256 } from '../lib/tokens.js';
import type { Sql } from './client.js';

export const DEFAULT_SETTINGS = { admin_commission: '10', cancellation_fee: '5' } as const;

/** How long the first Owner's one-time setup link works. */
export const SETUP_LINK_MINUTES = 60;
/** The host's page that link opens (the invitation page: the first Owner is invited by the start). */
export const SETUP_LINK_PATH = '/accept-invitation';

/** What a first start without ADMIN_PASSWORD tells the operator (logged once the app's logger exists). */
export type FirstOwnerNotice =
  | { kind: 'setup_link'; email: string; link: string; expiresAt: Date }
  | { kind: 'setup_link_pending'; email: string; expiresAt: Date };

/** Where the operator opens the link: the first WEBAUTHN_ORIGIN, else this process's own port. */
function setupLinkOrigin(config: Config): string {
  return config.webauthnOrigins[0] ?? `http://localhost:${config.port}`;
}

/**
 * No administrator and no ADMIN_PASSWORD: the first Owner is invited, not made, so no password is
 * ever published. The link (only its hash is stored) works once, for an hour; a start while one is
 * open makes no new one (several replicas start together), a start after it expired does.
 */
async function inviteFirstOwner(sql: Sql, config: Config): Promise<FirstOwnerNotice> {
  const [open] = await sql.query<{ expires_at: Date }>(
    `select expires_at from admin_invitations
      where accepted_at is null and revoked_at is null and expires_at > now() and role = 'owner'
        and lower(email) = lower($1)`,
    [config.adminEmail],
  );
  if (open)
    return { kind: 'setup_link_pending', email: config.adminEmail, expiresAt: new Date(open.expires_at) };
  await sql.query(
    `update admin_invitations set revoked_at = now()
      where accepted_at is null and revoked_at is null and lower(email) = lower($1)`,
    [config.adminEmail],
  );
  const token = randomToken();
  const [row] = await sql.query<{ expires_at: Date }>(
    `insert into admin_invitations (email, role, token_hash, expires_at)
     values ($1, 'owner', $2, now() + make_interval(mins => $3)) returning expires_at`,
    [config.adminEmail, sha256(token), SETUP_LINK_MINUTES],
  );
  return {
    kind: 'setup_link',
    email: config.adminEmail,
    link: `${setupLinkOrigin(config)}${SETUP_LINK_PATH}#token=${token}`,
    expiresAt: new Date(row.expires_at),
  };
}

/**
 * What a first start needs besides the schema: the administrator (an Owner) from ADMIN_EMAIL /
 * ADMIN_PASSWORD (only while there is none, so a changed password survives restarts), or without a
 * password a one-time setup link for them; and the platform settings.
 */
export async function bootstrap(sql: Sql, config: Config): Promise<FirstOwnerNotice | null> {
  const [{ count }] = await sql.query<{ count: number }>('select count(*)::int as count from admins');
  let notice: FirstOwnerNotice | null = null;
  if (count === 0 && config.adminPassword !== null) {
    await sql.query(
      "insert into admins (email, full_name, password_hash, role) values ($1, $2, $3, 'owner')",
      [config.adminEmail, 'Administrator', await hashPassword(config.adminPassword)],
    );
  } else if (count === 0) {
    notice = await inviteFirstOwner(sql, config);
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
  return notice;
}

/** The log line of a first-Owner notice. */
export function firstOwnerMessage(notice: FirstOwnerNotice): string {
  const until = notice.expiresAt.toISOString();
  if (notice.kind === 'setup_link') {
    return `No administrator yet and no ADMIN_PASSWORD: open ${notice.link} (on the address the admin is served at) to set the first Owner's (${notice.email}) name and password. The link works once, until ${until}; a start after that writes a new one.`;
  }
  return `No administrator yet: the setup link for the first Owner (${notice.email}) written to the log at an earlier start works until ${until}; a start after that writes a new one.`;
}
