import { create } from 'zustand';

interface InFlightState {
  count: number;
  started: () => void;
  finished: () => void;
}

/** How many API requests are running: the host's loading bar shows while it is above zero. */
export const useRequestsInFlight = create<InFlightState>((set) => ({
  count: 0,
  started: () => set((state) => ({ count: state.count + 1 })),
  finished: () => set((state) => ({ count: Math.max(0, state.count - 1) })),
}));
