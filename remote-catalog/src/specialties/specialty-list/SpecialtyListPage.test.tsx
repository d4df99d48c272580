import { useDashboardStore } from '@telehealth/shared/api';
import { screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@telehealth/shared/ui';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { LocationProbe, renderWithProviders } from '@telehealth/shared/test-support/render';
import {
  acceptSuggestedSpecialty,
  createSpecialty,
  deleteSpecialty,
  fetchSpecialties,
  fetchSuggestedSpecialties,
  markSuggestedSpecialtiesSeen,
  rejectSuggestedSpecialty,
  renameSpecialty,
} from '../api';
import { SpecialtyListPage } from './SpecialtyListPage';

jest.mock('../api', () => ({
  ...jest.requireActual('../api'),
  fetchSpecialties: jest.fn(),
  fetchSuggestedSpecialties: jest.fn(),
  createSpecialty: jest.fn(),
  renameSpecialty: jest.fn(),
  deleteSpecialty: jest.fn(),
  acceptSuggestedSpecialty: jest.fn(),
  rejectSuggestedSpecialty: jest.fn(),
  markSuggestedSpecialtiesSeen: jest.fn(),
}));

/** The menu's dots as the API answers them once the suggestions were seen (their dot out). */
const SEEN = { unreadService: false, unreadSpeciality: false, unread_notification: false };
const dots = () => useDashboardStore.getState().dashboard;

const specialities = [
  { uid: 'sp1', name: 'Cardiology', active: true, created_at: '2026-11-01T15:00:00.000Z' },
  { uid: 'sp2', name: 'Dermatology', active: true, created_at: '2026-11-01T15:00:00.000Z' },
];
const suggestion = {
  uid: 'sg1',
  speciality_name: 'Sleep Medicine',
  doctor: { uid: 'd1', full_name: 'Dr. Ann Lee', role_id: 3, status: 'active', deleted_at: null },
  created_at: '2026-11-02T15:00:00.000Z',
  assignee: null,
};

beforeEach(() => {
  // The page's toaster is one store for the whole file: start each test without old toasts.
  toaster.remove();
  jest.clearAllMocks();
  jest.mocked(fetchSpecialties).mockResolvedValue({ specialities, count: 2, limit: 20 });
  jest
    .mocked(fetchSuggestedSpecialties)
    .mockResolvedValue({ suggested_specialities: [suggestion], count: 1 });
  jest.mocked(markSuggestedSpecialtiesSeen).mockResolvedValue({ seen: 1 });
  useDashboardStore.setState({ dashboard: null });
  fakeApi({ 'GET /user/dashboard': { data: SEEN } });
});

function renderPage(route = '/admin/specialties') {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SpecialtyListPage />
      <LocationProbe />
    </>,
    { route },
  );
  return { user };
}

// Whole-page flows with many typed keystrokes: allow for a busy machine.
jest.setTimeout(20_000);

describe('SpecialtyListPage', () => {
  it('shows both tabs with their counts and the active list sorted by name', async () => {
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Active Specialties (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('tab', { name: 'Suggested Specialties (1)' })).toBeInTheDocument();
    expect(await screen.findByText('Cardiology')).toBeInTheDocument();
    expect(fetchSpecialties).toHaveBeenCalledWith(
      { page: 0, pageSize: 20, search: '', sort: { field: 'name', direction: 'ASC' } },
      expect.anything(),
    );
    expect(markSuggestedSpecialtiesSeen).not.toHaveBeenCalled();
  });

  it('adds a specialty with the success toast and reloads the list', async () => {
    jest.mocked(createSpecialty).mockResolvedValue({
      speciality: { uid: 'sp3', name: 'Sleep', active: true, created_at: '2026-11-01T15:00:00.000Z' },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add specialty' }));
    await user.type(await screen.findByLabelText('Specialty Name'), 'Sleep{Enter}');
    expect(await screen.findByText('Specialty added successfully')).toBeInTheDocument();
    expect(createSpecialty).toHaveBeenCalledWith('Sleep');
    await waitFor(() => expect(fetchSpecialties).toHaveBeenCalledTimes(2));
  });

  it('renames and deletes after confirmation, with the toasts', async () => {
    jest.mocked(renameSpecialty).mockResolvedValue({
      speciality: { uid: 'sp1', name: 'Cardiac', active: true, created_at: '2026-11-01T15:00:00.000Z' },
    });
    jest.mocked(deleteSpecialty).mockResolvedValue(null);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Cardiology' }));
    const input = await screen.findByLabelText('Specialty Name');
    await user.clear(input);
    await user.type(input, 'Cardiac');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Specialty updated successfully')).toBeInTheDocument();
    expect(renameSpecialty).toHaveBeenCalledWith('sp1', 'Cardiac');

    await user.click(screen.getByRole('button', { name: 'Delete Dermatology' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this specialty?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Specialty deleted successfully')).toBeInTheDocument();
    expect(deleteSpecialty).toHaveBeenCalledWith('sp2');
  });

  it('opens the Suggested tab from the URL, disables Add, marks the suggestions seen and refreshes the dot', async () => {
    renderPage('/admin/specialties?tab=suggested');
    expect(await screen.findByRole('tab', { name: 'Suggested Specialties (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Add specialty' })).toBeDisabled();
    expect(await screen.findByText('Dr. Ann Lee')).toBeInTheDocument();
    await waitFor(() => expect(markSuggestedSpecialtiesSeen).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(dots()).toEqual(SEEN));
  });

  it("accepts a suggestion: 'Specialty added to global list.', both lists reload", async () => {
    jest.mocked(acceptSuggestedSpecialty).mockResolvedValue({
      speciality: {
        uid: 'sp9',
        name: 'Sleep Medicine',
        active: true,
        created_at: '2026-11-01T15:00:00.000Z',
      },
    });
    const { user } = renderPage('/admin/specialties?tab=suggested');
    await user.click(await screen.findByRole('button', { name: 'Accept Sleep Medicine' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to accept this specialty?',
    });
    jest.mocked(fetchSuggestedSpecialties).mockResolvedValue({ suggested_specialities: [], count: 0 });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Specialty added to global list.')).toBeInTheDocument();
    expect(acceptSuggestedSpecialty).toHaveBeenCalledWith('sg1');
    expect(await screen.findByRole('tab', { name: 'Suggested Specialties (0)' })).toBeInTheDocument();
    expect(fetchSpecialties).toHaveBeenCalledTimes(2);
  });

  it("rejects a suggestion: 'Specialty rejected'", async () => {
    jest.mocked(rejectSuggestedSpecialty).mockResolvedValue(null);
    const { user } = renderPage('/admin/specialties?tab=suggested');
    await user.click(await screen.findByRole('button', { name: 'Reject Sleep Medicine' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to reject this specialty?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Specialty rejected')).toBeInTheDocument();
    expect(rejectSuggestedSpecialty).toHaveBeenCalledWith('sg1');
  });

  it('keeps the search in the URL and Clear removes it', async () => {
    const { user } = renderPage('/admin/specialties?search=card&page=1');
    expect(await screen.findByRole('searchbox')).toHaveValue('card');
    expect(fetchSuggestedSpecialties).toHaveBeenCalledWith(
      { search: 'card', assignee: '' },
      expect.anything(),
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/specialties$/);
  });

  it('filters the Suggested tab by assignee: the choice is in the URL (links, saved views) and Clear removes it', async () => {
    fakeApi({
      'GET /assignments/suggested-specialties/assignable': {
        data: { admins: [{ uid: 'a1', full_name: 'Olivia Operations', role: 'operations' }] },
      },
    });
    const { user } = renderPage('/admin/specialties?tab=suggested&assignee=me');
    const filter = await screen.findByRole('combobox', { name: 'Assignee' });
    expect(filter).toHaveValue('me');
    await waitFor(() =>
      expect(fetchSuggestedSpecialties).toHaveBeenLastCalledWith(
        { search: '', assignee: 'me' },
        expect.anything(),
      ),
    );
    await screen.findByRole('option', { name: 'Olivia Operations' });
    await user.selectOptions(filter, 'Unassigned');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/specialties?tab=suggested&assignee=none',
    );
    await waitFor(() =>
      expect(fetchSuggestedSpecialties).toHaveBeenLastCalledWith(
        { search: '', assignee: 'none' },
        expect.anything(),
      ),
    );
    await user.selectOptions(filter, 'Olivia Operations');
    expect(screen.getByTestId('location')).toHaveTextContent('assignee=a1');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/specialties\?tab=suggested$/);

    // The active entries have no assignee: no filter there.
    await user.click(screen.getByRole('tab', { name: /^Active Specialties/ }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Assignee' })).not.toBeInTheDocument());
  });
});
