import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@telehealth/shared/ui';
import { createBrowserRouter, Link, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { useShellStore } from './shell-store';
import { TopBar } from './TopBar';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function renderTopBarAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <TopBar />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

describe('TopBar', () => {
  it('shows the name of the current page', () => {
    renderTopBarAt('/admin/doctors');
    act(() => useShellStore.getState().setTitle('Doctors'));
    expect(screen.getByTestId('page-title')).toHaveTextContent('Doctors');
  });

  it('has no Back button on a list page', () => {
    renderTopBarAt('/admin/doctors');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('shows Back on a page deeper than three segments', () => {
    renderTopBarAt('/admin/appointments/appt-1');
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  it('links the settings cog to /admin/settings', async () => {
    renderTopBarAt('/admin/dashboard');
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/settings');
  });

  describe('Back', () => {
    /** The shell as the host runs it: a browser router on the tab's history, opened at `path`. */
    function openTabAt(path: string) {
      window.history.replaceState(null, '', path);
      const shell = (
        <>
          <TopBar />
          <Where />
          <Link to="/admin/doctors/doc-42">Doctor 42</Link>
        </>
      );
      const router = createBrowserRouter([{ path: '*', element: shell }]);
      return render(
        <UiProvider>
          <RouterProvider router={router} />
        </UiProvider>,
      );
    }

    it('goes to the parent list on a detail page opened from a link or a new tab', async () => {
      openTabAt('/admin/doctors/doc-42?active=2');
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/doctors$/);
    });

    it('goes to the previous page when the admin came from one', async () => {
      openTabAt('/admin/dashboard');
      await userEvent.click(screen.getByRole('link', { name: 'Doctor 42' }));
      expect(screen.getByTestId('where')).toHaveTextContent('/admin/doctors/doc-42');
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      // history.go(-1) answers with a popstate event, a moment later.
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/dashboard$/));
    });
  });
});
