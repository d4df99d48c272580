import {
  type LiveTopic,
  openStream,
  publishLiveChanges,
  refreshDashboard,
  useLiveStatus,
} from '@telehealth/shared/api';
import { reloadSessionAdmin } from '../auth/session-admin';
import { takeEvents } from './sse-frames';

/** The API's refusal of a session limited to enrolling a second factor (the policy now asks one). */
const ENROLMENT_REASON = 'second_factor_enrolment_required';

/** Whether a refused stream's answer says the session may only enrol a second factor now. */
async function mustEnrol(response: Response): Promise<boolean> {
  const answer = (await response.json().catch(() => null)) as { errors?: { reason?: unknown } } | null;
  return answer?.errors?.reason === ENROLMENT_REASON;
}

/** Waits between attempts to reopen a dropped stream. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Keeps the live-update stream open while the admin is signed in: each `change` is published to
 * the screens (which read again) and refreshes the menu's dots and the dashboard's counters. A
 * dropped stream is reopened with backoff; meanwhile `useLiveStatus` says so and the host polls.
 * The answer stops it.
 */
export function startLiveStream(): () => void {
  const controller = new AbortController();
  let failures = 0;
  let reconnecting = false;

  async function readOnce(): Promise<'ended' | 'refused'> {
    const response = await openStream('/events', controller.signal);
    if (response.status === 401) return 'refused';
    // The policy reached this session (the server closed the stream to say so): who-am-I again,
    // and the shell shows the enrolment instead of screens that would each answer 403.
    if (response.status === 403 && (await mustEnrol(response))) {
      await reloadSessionAdmin().catch(() => undefined);
      return 'refused';
    }
    if (!response.ok || !response.body) throw new Error(`live updates answered ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let pending = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'ended';
      const { events, rest } = takeEvents(pending + decoder.decode(value, { stream: true }));
      pending = rest;
      for (const { event, data } of events) {
        if (event === 'ready') {
          failures = 0;
          useLiveStatus.setState({ connected: true });
          // Whatever changed while the stream was down; the first stream follows the sign-in's
          // own reads (and the poll after every navigation), so it has nothing to catch up.
          if (reconnecting) void refreshDashboard();
          reconnecting = true;
        } else if (event === 'change') {
          const topics = (JSON.parse(data) as { topics?: LiveTopic[] }).topics ?? [];
          publishLiveChanges(topics);
          void refreshDashboard();
        }
      }
    }
  }

  (async () => {
    while (!controller.signal.aborted) {
      let outcome: 'ended' | 'refused' | 'failed';
      try {
        outcome = await readOnce();
      } catch {
        outcome = 'failed';
      }
      useLiveStatus.setState({ connected: false });
      if (controller.signal.aborted) return;
      // A stream that ended on schedule reopens at once; a refusal (the token is being renewed,
      // or the session is over) or a failure waits.
      const wait = outcome === 'ended' ? 0 : RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();

  return () => {
    controller.abort();
    useLiveStatus.setState({ connected: false });
  };
}
