import { satisfy } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, type RemoteBuildInfo } from '@telehealth/shared/contracts';

export type ContractVerdict =
  | { fits: true }
  /** The remote was built against a newer contract than this shell has: a reload may bring it. */
  | { fits: false; problem: 'needs-newer-shell' }
  /** The remote was built against a contract this shell no longer offers: the remote must be rebuilt. */
  | { fits: false; problem: 'too-old' };

const VERSION = /(\d+)\.(\d+)\.(\d+)/;

function parts(version: string): [number, number, number] | null {
  const match = VERSION.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: [number, number, number], b: [number, number, number]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/**
 * Does a remote built against `needed` (a semver range: `^2.0.0`, `~2.1.0`, `>=2.0.0 <4.0.0`) fit a
 * shell offering contract `offered` (this shell's, by default)? When it does not, the range's lowest version says which side is
 * behind: above the shell's version, the shell is; otherwise the remote is.
 */
export function checkContract(needed: string, offered: string = CONTRACT_VERSION): ContractVerdict {
  if (satisfy(offered, needed)) return { fits: true };
  const lowest = parts(needed);
  const shell = parts(offered);
  if (lowest && shell && compare(lowest, shell) > 0) return { fits: false, problem: 'needs-newer-shell' };
  return { fits: false, problem: 'too-old' };
}

/** A remote built against a contract this shell does not offer (from its config entry or its code). */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly build: RemoteBuildInfo,
    readonly verdict: Exclude<ContractVerdict, { fits: true }>,
  ) {
    super(
      `${build.name} ${build.version} needs contract ${build.contract}; this shell offers ${CONTRACT_VERSION}`,
    );
  }
}
