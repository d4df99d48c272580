import { useSyncExternalStore } from 'react';

/** What the admin picked: follow the operating system, or always light, or always dark. */
export type ColorModeChoice = 'system' | 'light' | 'dark';
export type ColorMode = 'light' | 'dark';

/** The browser's storage key; shared/build/color-mode-init.js reads the same one before the first paint. */
export const COLOR_MODE_STORAGE_KEY = 'telehealth.colorMode';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function readChoice(): ColorModeChoice {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemMode(): ColorMode {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function resolve(choice: ColorModeChoice): ColorMode {
  return choice === 'system' ? systemMode() : choice;
}

/** Puts the mode on <html>, as color-mode-init.js does at load. */
function apply(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

let state = { choice: 'system' as ColorModeChoice, mode: 'light' as ColorMode };
let started = false;

function update(choice: ColorModeChoice): void {
  const mode = resolve(choice);
  if (choice === state.choice && mode === state.mode) return;
  state = { choice, mode };
  apply(mode);
  for (const listener of listeners) listener();
}

/** Reads the stored choice and follows the system's changes while the choice is 'system'. */
function start(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  state = { choice: readChoice(), mode: resolve(readChoice()) };
  apply(state.mode);
  if (typeof matchMedia === 'function') {
    matchMedia(DARK_QUERY).addEventListener('change', () => update(state.choice));
  }
  // Another tab of the admin changed the theme.
  window.addEventListener('storage', (event) => {
    if (event.key === COLOR_MODE_STORAGE_KEY) update(readChoice());
  });
}

/** Remembers the choice in this browser and applies it at once. */
export function setColorModeChoice(choice: ColorModeChoice): void {
  start();
  try {
    if (choice === 'system') localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    else localStorage.setItem(COLOR_MODE_STORAGE_KEY, choice);
  } catch {
    // storage blocked: the choice holds for this page only
  }
  update(choice);
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot() {
  start();
  return state;
}

/** The admin's choice and the mode in effect; re-renders when either changes. */
export function useColorMode(): { choice: ColorModeChoice; mode: ColorMode } {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
