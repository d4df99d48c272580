import { create } from 'zustand';

/** Whether the keyboard shortcuts dialog (`?`) is open. */
export const useShortcutsHelpStore = create<{ open: boolean; show: () => void; hide: () => void }>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
