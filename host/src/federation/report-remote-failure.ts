import { api } from '@telehealth/shared/api';
import { isSignedIn } from '@telehealth/shared/session';
import { remoteNames, remoteRelease } from './remote-directory';
import type { LoadFailure } from './runtime-plugins/retrying';

/** What the API keeps of a failure: no URL query, no more than it needs. */
const ERROR_MAX = 300;
const withoutQueries = (text: string) => text.replace(/\?[^\s"']*/g, '');

/** The remote's short name for its federation name, from the runtime configuration. */
function remoteCalled(federationName: string): string | undefined {
  return remoteNames().find((name) => remoteRelease(name).federationName === federationName);
}

/**
 * Sends one failed try to the API's log (`POST /api/federation/failures`): which remote and
 * release, what failed, the try's number and whether it was the last. Best effort and silent: a
 * report that cannot be sent is dropped. Remotes load only in the signed-in shell.
 */
export function reportRemoteFailure(failure: LoadFailure): void {
  const remote = remoteCalled(failure.federationName);
  if (!remote || !isSignedIn()) return;
  const body = {
    remote,
    version: remoteRelease(remote).version,
    stage: failure.stage,
    attempt: failure.attempt,
    final: failure.final,
    error: withoutQueries(failure.error).slice(0, ERROR_MAX),
  };
  api.post('federation/failures', body, { silent: true }).catch(() => undefined);
}
