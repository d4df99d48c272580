import { configureApi } from '@telehealth/shared/api';
import { notifyError, notifySuccess, UiProvider } from '@telehealth/shared/ui/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { completeEarlySignIn, hasEarlySubmission } from './auth/early-sign-in';
import { startSessionRenewal } from './auth/session-renewal';
import { loadHostConfig } from './config/host-config';
import { preloadRemotesWhenIdle } from './federation/preload-remotes';
import { registerAllRemotes } from './federation/register-remotes';
import { goToLoginAfter401 } from './routing/go-to-login';
import { trackPrerenderedFocus } from './routing/prerendered-page';
import { createAdminRouter, preloadPageAt } from './routing/router';
import { preloadSignedIn, RemoteSection } from './routing/signed-in-screens';
import { afterFirstScreen } from './shell/after-first-screen';
import { LoadingBar } from './shell/LoadingBar';
import { startFigureReads } from './pages/dashboard/dashboard-api';
import { HOME_PATH, returnPath } from './routing/return-path';

async function start() {
  // The prerendered login page may already have sent a sign-in (auth/early-sign-in.ts): then the
  // dashboard, not the login page, is what comes next.
  if (hasEarlySubmission()) preloadSignedIn({ firstScreenOnly: true }).catch(() => undefined);
  else preloadPageAt(window.location.pathname);
  trackPrerenderedFocus();
  const root = createRoot(document.getElementById('root')!);
  const [config, signedInEarly] = await Promise.all([loadHostConfig(), completeEarlySignIn()]);
  registerAllRemotes(config);
  const router = createAdminRouter();
  configureApi({
    baseUrl: config.apiBase,
    notifyError,
    onUnauthorized: () => goToLoginAfter401(router),
  });
  // Signed in by the prerendered page: the dashboard's figures are read while its screen is drawn.
  if (signedInEarly && returnPath(window.history.state?.usr) === HOME_PATH) void startFigureReads();
  // The session (if any) is asked for by the admin routes (RequireSession), not on /login.
  startSessionRenewal();
  // Once a signed-in screen is shown: the full UI kit (the host's copy must be loaded before any
  // remote's, so it is the one every app is given), then the remotes, ahead of their first visit.
  void afterFirstScreen()
    .then(() => Promise.all([import('@telehealth/shared/ui'), RemoteSection.preload()]))
    .then(preloadRemotesWhenIdle, () => undefined);
  // Rendered as a transition, so React yields to the browser every few milliseconds: the first render
  // of the shell is otherwise one long task, in which a key typed into the prerendered page waits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <UiProvider>
          <LoadingBar />
          <RouterProvider router={router} useTransitions={false} />
        </UiProvider>
      </StrictMode>,
    );
  });
  // The toast's view (Chakra's toast machine) waits for the dashboard, as the rest of the kit does.
  if (signedInEarly) void afterFirstScreen().then(() => notifySuccess('Login Success'));
}

start().catch((error: unknown) => {
  document.body.textContent = `The admin could not start: ${error instanceof Error ? error.message : String(error)}`;
});
