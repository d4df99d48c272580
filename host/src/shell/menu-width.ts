import { useSessionStore } from '@telehealth/shared/session';
import { useCallback, useState, useSyncExternalStore } from 'react';

/** At or below this width the menu is a rail of icons unless the admin widened it. */
export const RAIL_QUERY = '(max-width: 1280px)';

/** The admin's own choice of the menu's width; none: by the screen's width. */
export type MenuWidthChoice = 'rail' | 'full';

const storageKey = (adminUid: string) => `telehealth.menu-width.${adminUid}`;

export function readMenuWidthChoice(adminUid: string | undefined): MenuWidthChoice | null {
  if (!adminUid) return null;
  try {
    const value = localStorage.getItem(storageKey(adminUid));
    return value === 'rail' || value === 'full' ? value : null;
  } catch {
    return null;
  }
}

function storeMenuWidthChoice(adminUid: string, choice: MenuWidthChoice) {
  try {
    localStorage.setItem(storageKey(adminUid), choice);
  } catch {
    // A browser that keeps nothing (private mode, full storage): the choice lasts this page.
  }
}

function subscribeToRailQuery(onChange: () => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(RAIL_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const railByWidth = () => typeof matchMedia === 'function' && matchMedia(RAIL_QUERY).matches;

/**
 * Whether the side menu shows as a rail of icons, and the admin's toggle. Without a choice of the
 * admin's it follows the screen: a rail on a laptop (≤ 1280 px), so a list's columns keep their room,
 * labelled above. A toggle is kept per admin in this browser (two admins sharing a computer keep
 * their own), and wins over the width from then on.
 */
export function useMenuRail(): { rail: boolean; toggle: () => void } {
  const adminUid = useSessionStore((state) => state.admin?.uid);
  const narrow = useSyncExternalStore(subscribeToRailQuery, railByWidth, () => false);
  // The choice read for whichever admin is signed in (a renewal as another admin reads theirs).
  const [made, setMade] = useState<{ uid: string | undefined; choice: MenuWidthChoice | null }>(() => ({
    uid: adminUid,
    choice: readMenuWidthChoice(adminUid),
  }));
  const choice = made.uid === adminUid ? made.choice : readMenuWidthChoice(adminUid);
  const rail = choice ? choice === 'rail' : narrow;
  const toggle = useCallback(() => {
    const next: MenuWidthChoice = rail ? 'full' : 'rail';
    if (adminUid) storeMenuWidthChoice(adminUid, next);
    setMade({ uid: adminUid, choice: next });
  }, [rail, adminUid]);
  return { rail, toggle };
}
