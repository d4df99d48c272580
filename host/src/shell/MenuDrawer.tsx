import { Box } from '@telehealth/shared/ui/shell';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { MENU_DRAWER_ID } from './menu-drawer-id';
import { useShellStore } from './shell-store';
import { Sidebar } from './Sidebar';

/** A phone's menu (Sidebar's drawer): over the page, closed by a choice, Escape or a click beside it. */
export function MenuDrawer() {
  const open = useShellStore((state) => state.menuOpen);
  const setOpen = useShellStore((state) => state.setMenuOpen);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (a choice) closes it
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    document.querySelector<HTMLElement>(`#${MENU_DRAWER_ID} a`)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      document.querySelector<HTMLElement>(`[aria-controls="${MENU_DRAWER_ID}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);
  if (!open) return null;
  return (
    <>
      <Box
        position="fixed"
        inset="0"
        bg="blackAlpha.600"
        zIndex="overlay"
        hideFrom="md"
        onClick={() => setOpen(false)}
        data-testid="menu-backdrop"
      />
      <Sidebar drawer id={MENU_DRAWER_ID} />
    </>
  );
}
