import type { HostConfig, RemoteRelease, RemoteSection, UnreadKey } from '@telehealth/shared/contracts';

/** The login page's own script's read of config.json (host/src/prerender/early-sign-in.js). */
interface EarlyConfigAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

declare global {
  interface Window {
    __earlyConfig?: Promise<EarlyConfigAnswer>;
  }
}

/** The login page's read of config.json, taken once; null when there was none or it failed. */
async function takeEarlyConfig(): Promise<EarlyConfigAnswer | null> {
  const early = window.__earlyConfig;
  delete window.__earlyConfig;
  return early ? early.catch(() => null) : null;
}

/**
 * Reads the runtime configuration served beside index.html: moving a remote, releasing, rolling
 * back or trying a canary is a change of that file, seen on the next page load (it is served
 * no-cache). index.html preloads it (`<link rel="preload" as="fetch" crossorigin>`); this request
 * must match that one (same URL, mode and credentials, default cache mode) to be answered by it.
 * The preload answers one request: when the login page's script has read it, its answer is taken.
 */
export async function loadHostConfig(url = '/config.json'): Promise<HostConfig> {
  const early = url === '/config.json' ? await takeEarlyConfig() : null;
  if (early) {
    if (!early.ok) throw new Error(`config.json answered ${early.status}`);
    return parseHostConfig(early.body);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return parseHostConfig(await response.json());
}

const UNREAD_KEYS: UnreadKey[] = ['unreadSpeciality', 'unreadService', 'unread_notification'];
const NAME = /^[a-z][a-z0-9-]*$/;
const FEDERATION_NAME = /^[A-Za-z_$][\w$]*$/;
const PERMISSION = /^[a-z][a-z0-9-]*\.[a-z][a-z-]*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

function text(where: string, value: unknown): string {
  if (typeof value !== 'string' || !value)
    throw new Error(`config.json: ${where} must be a non-empty string`);
  return value;
}

function parseSection(where: string, raw: unknown): RemoteSection {
  if (!isRecord(raw)) throw new Error(`config.json: ${where} must be an object`);
  const path = text(`${where}.path`, raw.path);
  if (!NAME.test(path)) throw new Error(`config.json: ${where}.path "${path}" is not a path segment`);
  if (typeof raw.order !== 'number') throw new Error(`config.json: ${where}.order must be a number`);
  if (raw.dot !== undefined && !UNREAD_KEYS.includes(raw.dot as UnreadKey)) {
    throw new Error(`config.json: ${where}.dot must be one of ${UNREAD_KEYS.join(', ')}`);
  }
  if (raw.permission !== undefined && !PERMISSION.test(String(raw.permission))) {
    throw new Error(`config.json: ${where}.permission must be a permission name such as "doctors.view"`);
  }
  return {
    path,
    label: text(`${where}.label`, raw.label),
    ...(raw.permission ? { permission: raw.permission as string } : {}),
    icon: text(`${where}.icon`, raw.icon),
    order: raw.order,
    ...(raw.dot ? { dot: raw.dot as UnreadKey } : {}),
  };
}

function parseRelease(name: string, raw: unknown): RemoteRelease {
  const where = `remotes.${name}`;
  if (!isRecord(raw)) throw new Error(`config.json: ${where} must be an object (entry, version, ...)`);
  const federationName = text(`${where}.federationName`, raw.federationName);
  if (!FEDERATION_NAME.test(federationName)) {
    throw new Error(`config.json: ${where}.federationName must be a JavaScript identifier`);
  }
  if (!Array.isArray(raw.sections)) throw new Error(`config.json: ${where}.sections must be a list`);
  return {
    entry: text(`${where}.entry`, raw.entry),
    federationName,
    label: text(`${where}.label`, raw.label),
    version: text(`${where}.version`, raw.version),
    contract: text(`${where}.contract`, raw.contract),
    ...(typeof raw.builtAt === 'string' ? { builtAt: raw.builtAt } : {}),
    sections: raw.sections.map((section, i) => parseSection(`${where}.sections[${i}]`, section)),
  };
}

/** Checks the configuration's shape, naming the first wrong field (an operator edits this file). */
export function parseHostConfig(raw: unknown): HostConfig {
  if (!isRecord(raw)) throw new Error('config.json must be an object');
  const apiBase = text('apiBase', raw.apiBase);
  if (!isRecord(raw.remotes)) throw new Error('config.json: remotes must be an object');
  const remotes: HostConfig['remotes'] = {};
  for (const [name, release] of Object.entries(raw.remotes)) {
    if (!NAME.test(name)) throw new Error(`config.json: remote name "${name}" must be lower-case letters`);
    remotes[name] = parseRelease(name, release);
  }
  return { apiBase, remotes };
}
