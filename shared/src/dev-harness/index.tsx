import { configureApi, refreshSession } from '@telehealth/shared/api';
import type { RemoteRoute } from '@telehealth/shared/contracts';
import { Box, Flex, Link, notifyError, Stack, Text, UiProvider } from '@telehealth/shared/ui';
import { lazy, StrictMode, Suspense, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link as RouterLink, Navigate, useRoutes } from 'react-router-dom';

/**
 * Standalone mode for a remote's team (`pnpm --filter <remote> dev`): the remote's pages with the
 * providers the host normally gives. Sign in once through the host on the same machine: the refresh
 * cookie is shared by every port of localhost, and the dev server proxies /api to the API. Never
 * used in production.
 */
export async function startStandalone(name: string, routes: RemoteRoute[]): Promise<void> {
  configureApi({
    baseUrl: '/api',
    notifyError,
    onUnauthorized: () => console.warn('401: sign in through the host first'),
  });
  await refreshSession().catch(() => undefined);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <UiProvider>
        <BrowserRouter>
          <Flex minHeight="100vh">
            <Stack as="nav" width="220px" p="4" bg="bg.muted" gap="2">
              <Text fontWeight="bold">{name} (standalone)</Text>
              {routes
                .filter((route) => !route.path.includes(':'))
                .map((route) => (
                  <Link asChild key={route.path}>
                    <RouterLink to={`/admin/${route.path}`}>{route.title}</RouterLink>
                  </Link>
                ))}
            </Stack>
            <Box flex="1" p="8">
              <StandaloneRoutes routes={routes} />
            </Box>
          </Flex>
        </BrowserRouter>
      </UiProvider>
    </StrictMode>,
  );
}

function StandaloneRoutes({ routes }: { routes: RemoteRoute[] }) {
  const elements = useMemo(
    () =>
      routes.map((route) => {
        const Page = lazy(route.load);
        return { path: `/admin/${route.path}`, element: <Page /> };
      }),
    [routes],
  );
  const first = routes[0]?.path ?? '';
  return (
    <Suspense fallback={null}>
      {useRoutes([...elements, { path: '*', element: <Navigate to={`/admin/${first}`} replace /> }])}
    </Suspense>
  );
}
