import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePaletteStore } from '../command-palette/palette-store';
import { isEditableTarget } from './editable-target';
import { focusListSearch, moveRowFocus, toggleFocusedRow } from './row-focus';
import { sections } from './sections';
import { useShortcutsHelpStore } from './shortcuts-help-store';

// A closing dialog stays in the page for its exit animation: only an open one holds the keys.
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** How long `g` waits for its letter. */
const SEQUENCE_MS = 1500;

/**
 * The signed-in admin's keyboard: Ctrl+K / ⌘K the command palette, `g` then a letter a section,
 * `?` the list of shortcuts, `/` the list's search, arrow keys through a list's rows (Enter opens
 * one, `x` selects it for bulk actions). Single keys never fire while the admin types in a field or a dialog is open.
 */
export function useGlobalShortcuts(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let goPressedAt = 0;
    const keys = new Map(sections().map((section) => [section.key, section.path]));

    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        usePaletteStore.getState().toggle();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isEditableTarget(event.target) || document.querySelector(OPEN_DIALOG)) {
        return;
      }
      const key = event.key;
      if (goPressedAt && Date.now() - goPressedAt < SEQUENCE_MS) {
        goPressedAt = 0;
        const path = keys.get(key.toLowerCase());
        if (path) {
          event.preventDefault();
          navigate(path);
        }
        return;
      }
      goPressedAt = 0;
      if (key === 'g') goPressedAt = Date.now();
      else if (key === '?') {
        event.preventDefault();
        useShortcutsHelpStore.getState().show();
      } else if (key === '/') {
        if (focusListSearch()) event.preventDefault();
      } else if (key === 'x') {
        if (toggleFocusedRow()) event.preventDefault();
      } else if (key === 'ArrowDown' || key === 'ArrowUp') {
        if (moveRowFocus(key === 'ArrowDown' ? 1 : -1)) event.preventDefault();
      }
    }

    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
