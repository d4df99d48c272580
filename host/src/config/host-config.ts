import type { HostConfig, RemoteName } from '@telehealth/shared/contracts';

const REMOTE_NAMES: RemoteName[] = ['people', 'commerce', 'catalog', 'inbox'];

/** Reads the runtime configuration served beside index.html: moving a remote is a config change. */
export async function loadHostConfig(url = '/config.json'): Promise<HostConfig> {
  const response = await fetch(url, { cache: 'no-store' });
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
  return { apiBase: raw.apiBase, mainSiteUrl: raw.mainSiteUrl ?? '', remotes };
}
