import { refreshDashboard, useLiveStatus } from '@telehealth/shared/api';
import { useEffect } from 'react';
import { startLiveStream } from './live-stream';

/** While the stream is down, the menu's dots and the counters are read this often instead. */
export const FALLBACK_POLL_MS = 30_000;

/** The signed-in shell's live updates: the stream, and polling while it is away. */
export function useLiveUpdates(): void {
  useEffect(() => startLiveStream(), []);
  const connected = useLiveStatus((state) => state.connected);
  useEffect(() => {
    if (connected) return;
    const timer = setInterval(() => void refreshDashboard(), FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [connected]);
}
