import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@telehealth/shared/ui';

/** Renders a component as the host would: inside the UI provider and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: RenderOptions & { route?: string } = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <UiProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </UiProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
