import type { Dashboard, UnreadKey } from '@telehealth/shared/contracts';
import { create } from 'zustand';
import { api } from './api-client';

interface UnreadFlagsState {
  dashboard: Dashboard | null;
  set: (dashboard: Dashboard) => void;
}

/** The latest GET /user/dashboard answer: the menu's unread dots and the dashboard cards read it. */
export const useDashboardStore = create<UnreadFlagsState>((set) => ({
  dashboard: null,
  set: (dashboard) => set({ dashboard }),
}));

export function isUnread(dashboard: Dashboard | null, key: UnreadKey): boolean {
  return Boolean(dashboard?.[key]);
}

/**
 * Fetches the dashboard counts and unread flags. The host calls it 3 seconds after every route
 * change; a remote calls it after handling what a dot announces (a suggestion, the feed).
 */
export async function refreshDashboard(): Promise<Dashboard | null> {
  try {
    const data = await api.get<Dashboard>('/user/dashboard', { silent: true });
    useDashboardStore.getState().set(data);
    return data;
  } catch {
    return null;
  }
}
