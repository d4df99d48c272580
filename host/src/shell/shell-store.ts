import { create } from 'zustand';

interface ShellState {
  title: string;
  /** The path of the page that named itself; another path's page has not yet (it is loading). */
  titlePath: string | null;
  setTitle: (title: string, path?: string) => void;
  /** The menu as a drawer over the page, on a phone (below the `md` breakpoint). */
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
}

/** The page name the top bar shows, set by whichever page is on screen. */
export const useShellStore = create<ShellState>((set) => ({
  title: '',
  titlePath: null,
  setTitle: (title, path) => set({ title, titlePath: path ?? null }),
  menuOpen: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
}));
