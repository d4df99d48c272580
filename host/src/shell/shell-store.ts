import { create } from 'zustand';

interface ShellState {
  title: string;
  setTitle: (title: string) => void;
}

/** The page name the top bar shows, set by whichever page is on screen. */
export const useShellStore = create<ShellState>((set) => ({
  title: '',
  setTitle: (title) => set({ title }),
}));
