import { UiProvider } from '@telehealth/shared/ui';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/**
 * Renders a component as the host would: inside the UI provider and a router at `route`.
 * `rerender` keeps the providers (and the router's state).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  const wrap = (node: ReactElement) => (
    <UiProvider>
      <MemoryRouter initialEntries={[route]}>{node}</MemoryRouter>
    </UiProvider>
  );
  const result = render(wrap(ui), options);
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

/** Renders the router's current path and query, so a test can assert on URL state. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
