import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { setRemoteDirectory } from '../federation/remote-directory';
import { repositoryRemotes } from '../test-support/repository-remotes';
import { MenuDrawer } from './MenuDrawer';
import { MENU_DRAWER_ID } from './menu-drawer-id';
import { useShellStore } from './shell-store';
import { TopBar } from './TopBar';

function renderShellAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <TopBar />
            <MenuDrawer />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const drawer = () => document.getElementById(MENU_DRAWER_ID);

describe("a phone's menu drawer", () => {
  beforeEach(() => {
    setRemoteDirectory(repositoryRemotes());
    act(() => useShellStore.setState({ menuOpen: false }));
  });

  it('opens from the top bar with every section labelled, and a choice navigates and closes it', async () => {
    renderShellAt('/admin/dashboard');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(drawer()).toBeNull();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(drawer()!);
    // Written out, not icons alone.
    for (const label of ['Dashboard', 'Doctors', 'Board Certifications', 'Notifications']) {
      expect(menu.getByText(label)).toBeVisible();
    }
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveFocus();

    await userEvent.click(menu.getByRole('link', { name: 'Doctors' }));
    expect(drawer()).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, focus back on its button, and with a click beside it', async () => {
    renderShellAt('/admin/dashboard');
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(drawer()).toBeNull();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(screen.getByTestId('menu-backdrop'));
    expect(drawer()).toBeNull();
  });
});
