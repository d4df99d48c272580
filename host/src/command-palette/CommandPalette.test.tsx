import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { setRemoteDirectory } from '../federation/remote-directory';
import { repositoryRemotes } from '../test-support/repository-remotes';
import CommandPalette from './CommandPalette';
import { usePaletteStore } from './palette-store';
import { readRecent } from './recent-items';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderPalette() {
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <CommandPalette />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: '/admin/dashboard' },
  );
  act(() => usePaletteStore.getState().show());
}

const MATCHES = [
  { kind: 'doctor', uid: 'd-1', label: 'Priya Shah', detail: 'NPI 1665012310' },
  { kind: 'patient', uid: 'p-1', label: 'P**** S***', detail: 'Active' },
  { kind: 'payment', uid: 't-1', label: 'APT1000600', detail: 'Succeeded · $279.16' },
];

describe('CommandPalette', () => {
  beforeEach(() => {
    // The sections the remotes declare, as the runtime configuration carries them.
    setRemoteDirectory(repositoryRemotes());
    localStorage.clear();
    act(() => usePaletteStore.setState({ open: false, query: '' }));
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists every section before anything is typed, and Enter opens the one chosen with the arrows', async () => {
    fakeApi({});
    renderPalette();
    const box = await screen.findByRole('combobox', { name: 'Search or go to' });
    expect(screen.getByRole('option', { name: 'Go to: Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Go to: Settings' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Go to: My work' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Go to: Trends' })).toBeInTheDocument();
    // Dashboard, My work, Trends, then Doctors.
    await userEvent.type(box, '{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/doctors');
    expect(usePaletteStore.getState().open).toBe(false);
  });

  it('searches the API as the admin types and opens a match, which then comes first as recent', async () => {
    const requests = fakeApi({ 'GET /search': { data: { matches: MATCHES } } });
    renderPalette();
    await userEvent.type(await screen.findByRole('combobox'), 'sha');
    expect(
      await screen.findByRole('option', { name: 'Doctors: Priya Shah NPI 1665012310' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Patients: P**** S*** Active' })).toBeInTheDocument();
    expect(requests.at(-1)?.query.get('q')).toBe('sha');

    await userEvent.click(screen.getByRole('option', { name: /Patients: P\*\*\*\* S\*\*\*/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/patients/p-1');
    expect(readRecent()).toEqual([MATCHES[1]]);

    act(() => usePaletteStore.getState().show());
    await userEvent.keyboard('{Backspace}');
    expect(await screen.findByRole('option', { name: 'Recent: P**** S*** Active' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('an Enter typed before the search has answered waits for it and opens the highlighted match', async () => {
    const requests = fakeApi({ 'GET /search': { data: { matches: MATCHES } } });
    renderPalette();
    // Typed and Enter at once: no section matches the id, and the search has not even been sent yet.
    await userEvent.type(await screen.findByRole('combobox'), 'APT1000600{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/doctors/d-1'));
    expect(usePaletteStore.getState().open).toBe(false);
    expect(requests.map((request) => request.query.get('q'))).toEqual(['APT1000600']);
  });

  it('typing on after an Enter cancels it: the Enter was for the text before', async () => {
    // The search answers only once everything is typed: on a loaded machine an answer arriving
    // between the Enter and the next key would rightly be opened.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fakeApi({
      'GET /search': async () => {
        await answered;
        return { data: { matches: MATCHES } };
      },
    });
    renderPalette();
    const box = await screen.findByRole('combobox');
    await userEvent.type(box, 'sha{Enter}h');
    answer();
    expect(await screen.findByRole('option', { name: /Doctors: Priya Shah/ })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/dashboard');
    expect(usePaletteStore.getState().open).toBe(true);
  });

  it('reopened, shows the last text selected, so typing replaces it', async () => {
    fakeApi({ 'GET /search': { data: { matches: MATCHES } } });
    renderPalette();
    await userEvent.type(await screen.findByRole('combobox'), 'sha');
    act(() => usePaletteStore.getState().hide());
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());

    act(() => usePaletteStore.getState().show());
    const box = await screen.findByRole<HTMLInputElement>('combobox');
    expect(box).toHaveValue('sha');
    await waitFor(() => expect([box.selectionStart, box.selectionEnd]).toEqual([0, 3]));
    await userEvent.keyboard('pri');
    expect(box).toHaveValue('pri');
  });

  it('a payment opens the payments list searched by its appointment id', async () => {
    fakeApi({ 'GET /search': { data: { matches: MATCHES } } });
    renderPalette();
    await userEvent.type(await screen.findByRole('combobox'), 'APT1000600');
    await userEvent.click(await screen.findByRole('option', { name: /Payments: APT1000600/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/payments?search=APT1000600');
  });

  it('says so when nothing matches, and when the search fails', async () => {
    let fail = false;
    fakeApi({
      'GET /search': () =>
        fail ? { status: 503, message: 'Service unavailable' } : { data: { matches: [] } },
    });
    renderPalette();
    const box = await screen.findByRole('combobox');
    await userEvent.type(box, 'J');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Type at least two letters to search records; sections match from one.',
      ),
    );
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “zzz”.'));
    fail = true;
    await userEvent.type(box, 'q');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Search is unavailable right now. Sections can still be opened.',
      ),
    );
  });
});
