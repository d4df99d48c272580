import type { HostConfig, RemoteName } from '@telehealth/shared/contracts';

const REMOTE_NAMES: RemoteName[] = ['people', 'commerce', 'catalog', 'inbox'];

/**
 * Reads the runtime configuration served beside index.html: moving a remote is a config change.
 * index.html preloads it (`<link rel="preload" as="fetch" crossorigin>`); this request must match
 * that one (same URL, mode and credentials, default cache mode) to be answered by it. It is served
 * no-cache, so a changed file is seen on the next load.
 */
export async function loadHostConfig(url = '/config.json'): Promise<HostConfig> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const raw = (await response.json()) as Partial<HostConfig>;
  return parseHostConfig(raw);
}

export function parseHostConfig(raw: Partial<HostConfig>): HostConfig {
  if (typeof raw.apiBase !== 'string') throw new Error('config.json: apiBase is missing');
  const remotes = raw.remotes ?? ({} as HostConfig['remotes']);
  for (const name of REMOTE_NAMES) {
    if (typeof remotes[name] !== 'string') throw new Error(`config.json: remotes.${name} is missing`);
  }
  return { apiBase: raw.apiBase, remotes };
}
