import type { RemoteName, RemoteRoute, RemoteRoutesModule } from '@telehealth/shared/contracts';
import { Center, Spinner } from '@telehealth/shared/ui/shell';
import { type ComponentType, Suspense, useEffect, useMemo, useState } from 'react';
import { matchRoutes, Navigate, useLocation, useParams, useRoutes } from 'react-router-dom';
import { usePageTitle } from '../shell/use-page-title';
import { IncompatibleRemoteError } from './contract-check';
import { loadedRemoteRoutes, loadRemoteRoutes } from './load-remote-routes';
import { menuSections, remoteRelease, sectionOwner } from './remote-directory';
import { forgetRemotePages, type Page, pageFor, readFirstRows } from './remote-pages';
import { RemoteIncompatible } from './RemoteIncompatible';
import { RemoteUnavailable } from './RemoteUnavailable';
import { RenderErrorBoundary } from './RenderErrorBoundary';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteRoutesModule }
  | { status: 'failed' }
  | { status: 'incompatible'; error: IncompatibleRemoteError };

/** Renders whatever remote owns the current /admin/<section>, loading it on first visit. */
export function RemoteSection() {
  const { pathname } = useLocation();
  const remote = sectionOwner(pathname.split('/')[2] ?? '');
  if (!remote) return <Navigate to="/admin/dashboard" replace />;
  return <RemotePages key={remote} remote={remote} />;
}

function PageSpinner() {
  return (
    <Center py="16">
      <Spinner size="lg" color="blue.fg" aria-label="Loading" />
    </Center>
  );
}

function routeAt(module: RemoteRoutesModule, splat: string): RemoteRoute | undefined {
  return matchRoutes(
    module.routes.map((route) => ({ path: route.path, route })),
    `/${splat}`,
  )?.at(-1)?.route.route;
}

function pageAt(remote: RemoteName, module: RemoteRoutesModule, splat: string): Page | undefined {
  const route = routeAt(module, splat);
  return route ? pageFor(remote, route) : undefined;
}

/**
 * Loads the page the URL asks for before showing it, so its first render does not suspend. A page
 * opened as the menu opens it (no query) has its first rows asked for as soon as its module is in,
 * so the request travels during the page's first render instead of after it.
 */
function preloadPage(
  remote: RemoteName,
  module: RemoteRoutesModule,
  splat: string,
  search: string,
): Promise<unknown> {
  const route = routeAt(module, splat);
  if (!route) return Promise.resolve();
  return pageFor(remote, route)
    .preload()
    .then(() => {
      if (!search) void readFirstRows(route);
    })
    .catch(() => undefined);
}

/** Ready at once when the remote's routes and the page asked for are already loaded. */
function initialState(remote: RemoteName, splat: string): LoadState {
  const module = loadedRemoteRoutes(remote);
  if (!module || pageAt(remote, module, splat)?.isLoaded() === false) return { status: 'loading' };
  return { status: 'ready', module };
}

function RemotePages({ remote }: { remote: RemoteName }) {
  const { pathname, search } = useLocation();
  const splat = useParams()['*'] ?? '';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(remote, splat));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on Retry; the page asked for is read once
  useEffect(() => {
    if (attempt === 0 && state.status === 'ready') return;
    let current = true;
    setState({ status: 'loading' });
    loadRemoteRoutes(remote).then(
      (module) =>
        preloadPage(remote, module, splat, search).then(
          () => current && setState({ status: 'ready', module }),
        ),
      (error: unknown) =>
        current &&
        setState(
          error instanceof IncompatibleRemoteError ? { status: 'incompatible', error } : { status: 'failed' },
        ),
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const retry = () => {
    forgetRemotePages();
    setAttempt((n) => n + 1);
  };
  const { label } = remoteRelease(remote);
  const panel = (
    <>
      <SectionTitle />
      <RemoteUnavailable moduleLabel={label} onRetry={retry} />
    </>
  );

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'incompatible') {
    return (
      <>
        <SectionTitle />
        <RemoteIncompatible moduleLabel={label} error={state.error} />
      </>
    );
  }
  if (state.status === 'failed') return panel;
  return (
    <RenderErrorBoundary resetKey={`${pathname}#${attempt}`} fallback={() => panel} onRetry={retry}>
      <RemoteRoutes remote={remote} routes={state.module.routes} attempt={attempt} />
    </RenderErrorBoundary>
  );
}

/** While a remote's pages cannot be shown, the top bar names the section its menu entry names. */
function SectionTitle() {
  const section = useLocation().pathname.split('/')[2];
  usePageTitle(menuSections().find((candidate) => candidate.path === section)?.label ?? '');
  return null;
}

function RemoteRoutes({
  remote,
  routes,
  attempt,
}: {
  remote: RemoteName;
  routes: RemoteRoute[];
  attempt: number;
}) {
  // The page components are made again after a Retry (React caches a failed lazy load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt forces fresh page components
  const elements = useMemo(
    () =>
      routes.map((route) => ({
        path: route.path,
        element: <RemotePage title={route.title} Page={pageFor(remote, route)} />,
      })),
    [remote, routes, attempt],
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
