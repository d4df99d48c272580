import { create } from 'zustand';

interface ShellState {
  title: string;
  /** The path of the page that named itself; another path's page has not yet (it is loading). */
  titlePath: string | null;
  setTitle: (title: string, path?: string) => void;
}

/** The page name the top bar shows, set by whichever page is on screen. */
export const useShellStore = create<ShellState>((set) => ({
  title: '',
  titlePath: null,
  setTitle: (title, path) => set({ title, titlePath: path ?? null }),
}));
