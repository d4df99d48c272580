import { waitFor } from '@testing-library/react';
import { openStream, refreshDashboard, useLiveStatus } from '@telehealth/shared/api';
import { startLiveStream } from './live-stream';

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
