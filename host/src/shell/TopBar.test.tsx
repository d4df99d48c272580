import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../shared/test-support/render';
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
});
