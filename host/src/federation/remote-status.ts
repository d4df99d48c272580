import type { RemoteBuildInfo, RemoteName } from '@telehealth/shared/contracts';
import { create } from 'zustand';
import type { ContractVerdict } from './contract-check';

/** Where a remote stands in this page: the status page and the menu read it. */
export type RemoteStatus =
  | { state: 'not-loaded' }
  | { state: 'loading' }
  | { state: 'loaded'; build: RemoteBuildInfo }
  | { state: 'failed'; error: string }
  | { state: 'incompatible'; build: RemoteBuildInfo; verdict: Exclude<ContractVerdict, { fits: true }> };

interface RemoteStatusState {
  statuses: Record<RemoteName, RemoteStatus>;
  set: (name: RemoteName, status: RemoteStatus) => void;
}

export const useRemoteStatus = create<RemoteStatusState>((set) => ({
  statuses: {},
  set: (name, status) => set((state) => ({ statuses: { ...state.statuses, [name]: status } })),
}));

export const NOT_LOADED: RemoteStatus = { state: 'not-loaded' };

export function remoteStatus(name: RemoteName): RemoteStatus {
  return useRemoteStatus.getState().statuses[name] ?? NOT_LOADED;
}

/** A remote whose pages cannot be shown: it failed to load or does not fit this shell. */
export const isUnavailable = (status: RemoteStatus) =>
  status.state === 'failed' || status.state === 'incompatible';
