import { create } from 'zustand';

interface PaletteState {
  open: boolean;
  /** Set once the palette's code has been asked for (it loads after sign-in, on first use or idle). */
  wanted: boolean;
  /** What the box last held: shown again, selected, when the palette reopens. */
  query: string;
  show: () => void;
  hide: () => void;
  toggle: () => void;
  prefetch: () => void;
  setQuery: (query: string) => void;
}

/** Whether the command palette is open; the keyboard shortcut and the top bar's button set it. */
export const usePaletteStore = create<PaletteState>((set) => ({
  open: false,
  wanted: false,
  query: '',
  show: () => set({ open: true, wanted: true }),
  hide: () => set({ open: false }),
  toggle: () => set((state) => ({ open: !state.open, wanted: true })),
  prefetch: () => set({ wanted: true }),
  setQuery: (query) => set({ query }),
}));
