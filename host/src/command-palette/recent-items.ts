import type { SearchMatch } from './palette-entries';

const KEY = 'telehealth.palette.recent';
const KEEP = 6;

/**
 * The items last opened from the palette, newest first, in this browser's local storage. Only what
 * the palette showed is kept: a patient's name is already masked by the API.
 */
export function readRecent(): SearchMatch[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isMatch).slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(match: SearchMatch): void {
  const rest = readRecent().filter((item) => !(item.kind === match.kind && item.uid === match.uid));
  try {
    localStorage.setItem(KEY, JSON.stringify([match, ...rest].slice(0, KEEP)));
  } catch {
    // Storage full or disabled: the palette works without its recent items.
  }
}

/** Signing out forgets them: the next admin on this browser starts clean. */
export function forgetRecent(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

function isMatch(value: unknown): value is SearchMatch {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    ['doctor', 'patient', 'clinic', 'appointment', 'payment'].includes(item.kind as string) &&
    typeof item.uid === 'string' &&
    typeof item.label === 'string'
  );
}
