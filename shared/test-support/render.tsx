import { UiProvider } from '@telehealth/shared/ui';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a component as the host would: inside the UI provider and a router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </UiProvider>,
    options,
  );
}
