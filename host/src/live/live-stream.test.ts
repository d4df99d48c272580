import { waitFor } from '@testing-library/react';
import { openStream, refreshDashboard, useLiveStatus } from '@telehealth/shared/api';
import { reloadSessionAdmin } from '../auth/session-admin';
import { startLiveStream } from './live-stream';

jest.mock('../auth/session-admin', () => ({ reloadSessionAdmin: jest.fn(async () => ({})) }));

jest.mock('@telehealth/shared/api', () => ({
  ...jest.requireActual('@telehealth/shared/api'),
  openStream: jest.fn(),
  refreshDashboard: jest.fn(async () => null),
}));

/** A stream that sends `frames` and then ends, as the API's does on schedule. */
function streamOf(...frames: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const frame of frames) controller.enqueue(new TextEncoder().encode(frame));
      controller.close();
    },
  });
  return { ok: true, status: 200, body } as Response;
}

const READY = 'retry: 5000\n\nevent: ready\ndata: {}\n\n';

test('the first stream reads nothing again on ready; a reopened one catches up with what changed meanwhile', async () => {
  const opened = jest.mocked(openStream);
  let stop: () => void = () => undefined;
  opened
    .mockResolvedValueOnce(streamOf(READY))
    .mockResolvedValueOnce(streamOf(READY))
    .mockImplementation(() => new Promise(() => undefined)); // the third stays open
  stop = startLiveStream();
  // The third stream is asked for once the second has been read to its end.
  await waitFor(() => expect(opened).toHaveBeenCalledTimes(3));
  expect(refreshDashboard).toHaveBeenCalledTimes(1); // the second stream's ready, not the first's
  stop();
  expect(useLiveStatus.getState().connected).toBe(false);
});

test('a stream refused because the session may now only enrol reads who is signed in again (the shell shows the enrolment)', async () => {
  const opened = jest.mocked(openStream);
  opened.mockReset();
  const refused = {
    ok: false,
    status: 403,
    json: async () => ({ status: 403, errors: { reason: 'second_factor_enrolment_required' } }),
  } as Response;
  const forbidden = { ok: false, status: 403, json: async () => ({ status: 403 }) } as Response;
  opened
    .mockResolvedValueOnce(forbidden)
    .mockResolvedValueOnce(refused)
    .mockImplementation(() => new Promise(() => undefined));
  jest.useFakeTimers();
  const stop = startLiveStream();
  await jest.advanceTimersByTimeAsync(500);
  // A 403 for another reason reads nothing again; the next try, a second later, is the policy's.
  expect(opened).toHaveBeenCalledTimes(1);
  expect(reloadSessionAdmin).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1_000);
  expect(opened).toHaveBeenCalledTimes(2);
  expect(reloadSessionAdmin).toHaveBeenCalledTimes(1);
  stop();
  jest.useRealTimers();
});
