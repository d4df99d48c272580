import type { RemoteName, RemoteRelease } from '@telehealth/shared/contracts';
import { checkContract } from '../../federation/contract-check';
import type { RemoteStatus } from '../../federation/remote-status';

export interface StatusRow {
  name: RemoteName;
  label: string;
  version: string;
  builtAt: string;
  contract: string;
  fits: boolean;
  manifestUrl: string;
  state: string;
  error?: string;
}

const STATE_TEXT: Record<RemoteStatus['state'], string> = {
  'not-loaded': 'Not loaded yet',
  loading: 'Loading',
  loaded: 'Loaded',
  failed: 'Failed',
  incompatible: 'Incompatible',
};

/** Shown for a working build, which has no build time in the configuration until it loads. */
export const UNKNOWN = '—';

/** `2026-11-24T06:43:42.623Z` → `2026-11-24 06:43:42 UTC` (operators compare it with logs, in UTC). */
export function buildTime(iso: string | undefined): string {
  const match = iso ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/.exec(iso) : null;
  return match ? `${match[1]} ${match[2]} UTC` : UNKNOWN;
}

/**
 * One row of the status page: what the loaded code says of itself when it loaded (or was refused),
 * else what the runtime configuration says of the release it picks.
 */
export function statusRow(
  name: RemoteName,
  release: RemoteRelease,
  status: RemoteStatus,
  origin = window.location.origin,
): StatusRow {
  const build = status.state === 'loaded' || status.state === 'incompatible' ? status.build : null;
  const contract = build?.contract ?? release.contract;
  const row: StatusRow = {
    name,
    label: release.label,
    version: build?.version ?? release.version,
    builtAt: buildTime(build?.builtAt || release.builtAt),
    contract,
    fits: checkContract(contract).fits,
    manifestUrl: new URL(release.entry, origin).toString(),
    state: STATE_TEXT[status.state],
  };
  if (status.state === 'failed') row.error = status.error;
  if (status.state === 'incompatible') {
    row.error =
      status.verdict.problem === 'needs-newer-shell'
        ? 'This module needs a newer shell: reload'
        : 'This module is too old for this shell';
  }
  return row;
}
