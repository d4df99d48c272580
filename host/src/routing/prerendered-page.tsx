import { useLayoutEffect } from 'react';

/** The container of the page login.html paints before the app runs (host/src/prerender). */
export const PRERENDERED_PAGE_ID = 'prerendered';

function copySelection(from: HTMLInputElement, to: HTMLInputElement) {
  try {
    if (from.selectionStart !== null && from.selectionEnd !== null) {
      to.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined);
    }
  } catch {
    // An e-mail field has no selection API.
  }
}

let focusedField: HTMLInputElement | null = null;
let stopTracking: (() => void) | null = null;

/**
 * Remembers which field of the prerendered page has the focus, from start-up on: as the app's page
 * commits, its own autoFocus takes the focus before the handoff can see where the admin was.
 */
export function trackPrerenderedFocus(doc: Document = document): void {
  const prerendered = doc.getElementById(PRERENDERED_PAGE_ID);
  if (!prerendered || stopTracking) return;
  const remember = (target: EventTarget | null) => {
    if (target instanceof HTMLInputElement && prerendered.contains(target)) focusedField = target;
  };
  remember(doc.activeElement);
  const onFocusIn = (event: FocusEvent) => remember(event.target);
  const onFocusOut = (event: FocusEvent) => {
    // Focus leaving for somewhere else on the prerendered page (the body, its link) forgets the field.
    if (event.relatedTarget === null || prerendered.contains(event.relatedTarget as Node)) {
      if (event.target === focusedField) focusedField = null;
    }
  };
  prerendered.addEventListener('focusin', onFocusIn);
  prerendered.addEventListener('focusout', onFocusOut);
  stopTracking = () => {
    prerendered.removeEventListener('focusin', onFocusIn);
    prerendered.removeEventListener('focusout', onFocusOut);
  };
}

/**
 * Replaces the prerendered page with the app's: what the admin typed into a field of the same name
 * is carried over, and so is the focus (with the caret), then the prerendered page is removed. Runs
 * as the app's page commits, before the browser paints, so no frame shows both or neither.
 */
export function adoptPrerenderedPage(doc: Document = document): void {
  const prerendered = doc.getElementById(PRERENDERED_PAGE_ID);
  if (!prerendered) return;
  const root = doc.getElementById('root');
  const focused = prerendered.contains(doc.activeElement) ? doc.activeElement : focusedField;
  for (const field of prerendered.querySelectorAll<HTMLInputElement>('input[name]')) {
    const target = root?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(field.name)}"]`);
    if (!target) continue;
    if (field.value !== '') target.value = field.value;
    if (field === focused) {
      target.focus();
      copySelection(field, target);
    }
  }
  stopTracking?.();
  stopTracking = null;
  focusedField = null;
  prerendered.remove();
}

/** Rendered beside every routed page: the first page the app shows takes over from the prerendered one. */
export function PrerenderedPageHandoff() {
  useLayoutEffect(() => adoptPrerenderedPage(), []);
  return null;
}
