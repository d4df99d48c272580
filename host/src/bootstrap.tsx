import { configureApi } from '@telehealth/shared/api';
import { notifyError, UiProvider } from '@telehealth/shared/ui/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { renewSessionIfDue, startSessionRenewal } from './auth/session-renewal';
import { loadHostConfig } from './config/host-config';
import { registerAllRemotes } from './federation/register-remotes';
import { goToLoginAfter401 } from './routing/go-to-login';
import { createAdminRouter } from './routing/router';
import { LoadingBar } from './shell/LoadingBar';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  const config = await loadHostConfig();
  registerAllRemotes(config);
  const router = createAdminRouter();
  configureApi({
    baseUrl: config.apiBase,
    mainSiteUrl: config.mainSiteUrl,
    notifyError,
    onUnauthorized: () => goToLoginAfter401(router),
  });
  await renewSessionIfDue();
  startSessionRenewal();
  root.render(
    <StrictMode>
      <UiProvider>
        <LoadingBar />
        <RouterProvider router={router} useTransitions={false} />
      </UiProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  document.body.textContent = `The admin could not start: ${error instanceof Error ? error.message : String(error)}`;
});
