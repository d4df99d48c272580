import { sql as q } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-error.js';
import { isEmail } from '../../lib/validate.js';
import { audit } from '../../lib/audit-log.js';

export const SETTING_NAMES = ['admin_email', 'admin_commission', 'cancellation_fee'] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

export interface PlatformSettings {
  admin_email: string;
  admin_commission: number;
  cancellation_fee: number;
}

const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;

/** The stored text of a setting from what the client sent, or a 400 with the Payment form's message. */
export function checkSetting(name: SettingName, raw: unknown): string {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (name === 'admin_email') {
    if (!text) throw badRequest('Please enter admin email');
    // The same texts as the settings form (shared/src/schemas/settings.ts).
    if (text.length > 50) throw badRequest('Admin email must be at most 50 characters');
    if (!isEmail(text)) throw badRequest('Please enter a valid admin email');
    return text.toLowerCase();
  }
  const message = name === 'admin_commission' ? 'Please enter valid commission' : 'Please enter valid fee';
  if (typeof raw === 'boolean' || !PERCENT.test(text) || Number(text) > 99) throw badRequest(message);
  return String(Number(text));
}

export async function readSettings(app: FastifyInstance): Promise<PlatformSettings> {
  const rows = await app.database.query<{ name: string; value: string }>('select name, value from settings');
  const byName = new Map(rows.map((r) => [r.name, r.value]));
  return {
    admin_email: byName.get('admin_email') ?? app.config.adminEmail,
    admin_commission: Number(byName.get('admin_commission') ?? 0),
    cancellation_fee: Number(byName.get('cancellation_fee') ?? 0),
  };
}

export async function updateSettings(
  app: FastifyInstance,
  request: FastifyRequest,
  items: unknown,
): Promise<PlatformSettings> {
  if (!Array.isArray(items) || items.length === 0) throw badRequest('items must list at least one setting');
  const changes = new Map<SettingName, string>();
  for (const item of items as { name?: unknown; value?: unknown }[]) {
    const name = item?.name;
    if (typeof name !== 'string' || !(SETTING_NAMES as readonly string[]).includes(name)) {
      throw badRequest(`Unknown setting "${String(name)}"`);
    }
    changes.set(name as SettingName, checkSetting(name as SettingName, item.value));
  }
  await app.db.transaction(async (tx) => {
    for (const [name, value] of changes) {
      await tx.execute(q`insert into settings (name, value, updated_at, updated_by)
              values (${name}, ${value}, now(), ${request.admin!.id})
              on conflict (name) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`);
    }
    await audit(tx, request, {
      action: 'settings.update',
      targetType: 'settings',
      details: Object.fromEntries(changes),
    });
  });
  return readSettings(app);
}
