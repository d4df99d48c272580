import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { setRemoteDirectory } from '../federation/remote-directory';
import { repositoryRemotes } from '../test-support/repository-remotes';
import { usePaletteStore } from '../command-palette/palette-store';
import { ShortcutsHelp } from './ShortcutsHelp';
import { useShortcutsHelpStore } from './shortcuts-help-store';
import { useGlobalShortcuts } from './use-global-shortcuts';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function Page() {
  useGlobalShortcuts();
  return (
    <main>
      <input type="search" aria-label="Search" />
      <table>
        <tbody>
          <tr>
            <td>
              <a href="/admin/doctors/1">First</a>
            </td>
          </tr>
          <tr>
            <td>
              <a href="/admin/doctors/2">Second</a>
            </td>
          </tr>
        </tbody>
      </table>
      <Where />
      <ShortcutsHelp />
    </main>
  );
}

function Selectable({ onToggle }: { onToggle: (name: string, on: boolean) => void }) {
  useGlobalShortcuts();
  return (
    <main>
      <table>
        <tbody>
          {['First', 'Second'].map((name) => (
            <tr key={name}>
              <td>
                <input
                  type="checkbox"
                  data-row-select=""
                  aria-label={`Select ${name}`}
                  onChange={(event) => onToggle(name, event.target.checked)}
                />
              </td>
              <td>
                <a href={`/admin/doctors/${name}`}>{name}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { route: '/admin/dashboard' },
  );
}

describe('the global keyboard shortcuts', () => {
  beforeEach(() => {
    // The sections the remotes declare, as the runtime configuration carries them.
    setRemoteDirectory(repositoryRemotes());
    act(() => {
      usePaletteStore.setState({ open: false });
      useShortcutsHelpStore.setState({ open: false });
    });
  });

  it('g then a letter goes to its section', async () => {
    renderPage();
    await userEvent.keyboard('gd');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/doctors');
    await userEvent.keyboard('gy');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/payments');
    await userEvent.keyboard('gh');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/dashboard');
  });

  it('a letter alone, or typed in a field, goes nowhere', async () => {
    renderPage();
    await userEvent.keyboard('d');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/dashboard');
    await userEvent.type(screen.getByRole('searchbox'), 'gd');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/dashboard');
    expect(screen.getByRole('searchbox')).toHaveValue('gd');
  });

  it('Ctrl+K and ⌘K open and close the palette, even from a field', async () => {
    renderPage();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(usePaletteStore.getState().open).toBe(true);
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'k', metaKey: true });
    expect(usePaletteStore.getState().open).toBe(false);
  });

  it('/ focuses the search; the arrow keys move through the rows', async () => {
    renderPage();
    await userEvent.keyboard('/');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    act(() => screen.getByRole('searchbox').blur());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Second' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
  });

  it('? lists the shortcuts, with the section letters', async () => {
    renderPage();
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Go to Doctors');
    expect(dialog).toHaveTextContent("Focus the list's search");
    expect(dialog).toHaveTextContent('Select the row, for bulk actions');
    // While the dialog is open, single keys do nothing.
    await userEvent.keyboard('gd');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/dashboard');
  });

  it('x selects the focused row through its checkbox, and again deselects it; the checkbox is no row target', async () => {
    const toggled = jest.fn();
    renderWithProviders(<Selectable onToggle={toggled} />, { route: '/admin/doctors' });
    await userEvent.keyboard('x');
    expect(toggled).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Second' })).toHaveFocus();
    await userEvent.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Select Second' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select First' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Second' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}x');
    expect(screen.getByRole('checkbox', { name: 'Select First' })).toBeChecked();
    await userEvent.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Select First' })).not.toBeChecked();
    expect(toggled.mock.calls).toEqual([
      ['Second', true],
      ['First', true],
      ['First', false],
    ]);
  });
});
