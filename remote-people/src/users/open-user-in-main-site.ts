import { notifyError } from '@telehealth/shared/ui';
import { startUserSession } from './users-api';

/**
 * Edit: opens the user's account on the main site in a new tab, at the address POST /auth/user
 * answers (the API's MAIN_SITE_URL: the one source of truth for where the main site is). The tab
 * opens once the answer is there, with noopener and noreferrer, so the main site gets no handle on
 * this window and not its address. A browser lets a click open a tab for a few seconds after it
 * (Chrome and Firefox: 5 s), well beyond one quick request; should the answer come later, the admin
 * is told to click again instead of being left with a silently blocked tab. A failed request shows
 * the API's message (e.g. no main site configured), else 'Something went wrong!'.
 */
export async function openUserInMainSite(userUid: string): Promise<void> {
  let url: string | undefined;
  try {
    ({ url } = await startUserSession(userUid));
  } catch {
    return; // the API client has shown the message
  }
  if (!url) {
    notifyError('Something went wrong!');
  } else if (clickHasExpired()) {
    notifyError('The new tab could not be opened in time: click Edit again');
  } else {
    window.open(url, '_blank', 'noopener,noreferrer');
  }
}

/** True when the browser reports that the click that started this may no longer open a tab. */
function clickHasExpired(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
  return activation !== undefined && !activation.isActive;
}
