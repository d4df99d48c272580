import type { RemoteName, RemoteRoute, RemoteRoutesModule } from '@telehealth/shared/contracts';
import { Center, Spinner } from '@telehealth/shared/ui';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router-dom';
import { usePageTitle } from '../shell/use-page-title';
import { loadRemoteRoutes } from './load-remote-routes';
import { REMOTE_LABELS, SECTION_OWNERS } from './remote-registry';
import { RemoteUnavailable } from './RemoteUnavailable';
import { RenderErrorBoundary } from './RenderErrorBoundary';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteRoutesModule }
  | { status: 'failed' };

/** Renders whatever remote owns the current /admin/<section>, loading it on first visit. */
export function RemoteSection() {
  const { pathname } = useLocation();
  const remote = SECTION_OWNERS[pathname.split('/')[2] ?? ''];
  if (!remote) return <Navigate to="/admin/dashboard" replace />;
  return <RemotePages key={remote} remote={remote} />;
}

function PageSpinner() {
  return (
    <Center py="16">
      <Spinner size="lg" color="blue.500" aria-label="Loading" />
    </Center>
  );
}

function RemotePages({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on Retry
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemoteRoutes(remote).then(
      (module) => current && setState({ status: 'ready', module }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  const panel = <RemoteUnavailable moduleLabel={REMOTE_LABELS[remote]} onRetry={retry} />;

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'failed') return panel;
  return (
    <RenderErrorBoundary resetKey={`${pathname}#${attempt}`} fallback={() => panel} onRetry={retry}>
      <RemoteRoutes routes={state.module.routes} attempt={attempt} />
    </RenderErrorBoundary>
  );
}

function RemoteRoutes({ routes, attempt }: { routes: RemoteRoute[]; attempt: number }) {
  // One lazy component per route, made again after a Retry (React caches a failed lazy load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt forces fresh lazy components
  const elements = useMemo(
    () =>
      routes.map((route) => ({
        path: route.path,
        element: <RemotePage title={route.title} Page={lazy(route.load)} />,
      })),
    [routes, attempt],
  );
  return useRoutes([...elements, { path: '*', element: <Navigate to="/admin/dashboard" replace /> }]);
}

function RemotePage({ title, Page }: { title: string; Page: ComponentType }) {
  usePageTitle(title);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
