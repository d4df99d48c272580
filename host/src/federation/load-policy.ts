import { reportRemoteFailure } from './report-remote-failure';
import { DEFAULT_BACKOFF_MS, type RetryPolicy } from './runtime-plugins/retrying';

/** How the host loads a remote's files: two more tries with backoff, every failure reported. */
export const REMOTE_LOAD_POLICY: RetryPolicy = {
  retries: 2,
  backoffMs: DEFAULT_BACKOFF_MS,
  onFailure: reportRemoteFailure,
};
