import { UiProvider, toaster } from '@telehealth/shared/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders pages at their paths inside the UI provider, starting at `entry` (a path, or a path with
 * router state), plus a `location` test id that tells where the app is; starts with no toasts.
 */
export function renderRoutes(
  routes: Record<string, ReactElement>,
  entry: string | { pathname: string; search?: string; state?: unknown },
) {
  // The toaster is one per page, so toasts of an earlier test would still be queued.
  toaster.remove();
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </UiProvider>,
  );
}
