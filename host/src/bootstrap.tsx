import { configureApi } from '@telehealth/shared/api';
import { notifyError, notifySuccess, UiProvider } from '@telehealth/shared/ui/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { completeEarlySignIn, hasEarlySubmission } from './auth/early-sign-in';
import { startSessionRenewal } from './auth/session-renewal';
import { loadHostConfig } from './config/host-config';
import { registerAllRemotes } from './federation/register-remotes';
import { goToLoginAfter401 } from './routing/go-to-login';
import { trackPrerenderedFocus } from './routing/prerendered-page';
import { createAdminRouter, preloadPageAt } from './routing/router';
import { preloadSignedIn } from './routing/signed-in-screens';
import { LoadingBar } from './shell/LoadingBar';

async function start() {
  // The prerendered login page may already have sent a sign-in (auth/early-sign-in.ts): then the
  // dashboard, not the login page, is what comes next.
  if (hasEarlySubmission()) preloadSignedIn().catch(() => undefined);
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
  // The session (if any) is asked for by the admin routes (RequireSession), not on /login.
  startSessionRenewal();
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
  if (signedInEarly) notifySuccess('Login Success');
}

start().catch((error: unknown) => {
  document.body.textContent = `The admin could not start: ${error instanceof Error ? error.message : String(error)}`;
});
