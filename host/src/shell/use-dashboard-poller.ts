import { refreshDashboard } from '@telehealth/shared/api';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The dashboard flags (the menu's dots) are refreshed 3 seconds after every navigation. */
export const DASHBOARD_POLL_DELAY_MS = 3000;

export function useDashboardPoller(): void {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of location restarts the timer
  useEffect(() => {
    const timer = setTimeout(() => void refreshDashboard(), DASHBOARD_POLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, search]);
}
