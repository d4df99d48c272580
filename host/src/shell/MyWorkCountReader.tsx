import { useEffect } from 'react';
import { useMyWorkCount } from '../inbox/work-api';

/**
 * Reads My work's count (live) and hands it to the menu link. A component of its own so the query
 * cache it uses loads after the first screen, not with the menu (see Sidebar's WorkMenuLink).
 */
export default function MyWorkCountReader({ onCount }: { onCount: (count: number | undefined) => void }) {
  const count = useMyWorkCount();
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
