import { useSessionStore } from '@telehealth/shared/session';
import { mayOpen } from '../access/screen-access';
import { matchPath, type SearchMatch } from './palette-entries';

/**
 * The recent items the admin's role may still open: a role changed since an item was opened (or a
 * remote's match kind the role may not read) must not be offered, as the menu and the search are not.
 */
export function permittedRecent(recent: SearchMatch[]): SearchMatch[] {
  const permissions = useSessionStore.getState().admin?.permissions;
  return recent.filter((match) => mayOpen(matchPath(match), permissions));
}
