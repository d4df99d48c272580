import { useDashboardStore } from '@telehealth/shared/api';
import { toaster } from '@telehealth/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import {
  acceptSuggestedService,
  createService,
  deleteService,
  fetchServices,
  fetchSuggestedServices,
  markSuggestedServicesSeen,
  rejectSuggestedService,
  updateService,
} from '../api';
import { ServiceListPage } from './ServiceListPage';

jest.mock('../api', () => ({
  ...jest.requireActual('../api'),
  fetchServices: jest.fn(),
  fetchSuggestedServices: jest.fn(),
  createService: jest.fn(),
  updateService: jest.fn(),
  deleteService: jest.fn(),
  acceptSuggestedService: jest.fn(),
  rejectSuggestedService: jest.fn(),
  markSuggestedServicesSeen: jest.fn(),
}));

/** The menu's dots as the API answers them once the suggestions were seen (their dot out). */
const SEEN = { unreadService: false, unreadSpeciality: false, unread_notification: false };
const dots = () => useDashboardStore.getState().dashboard;

const flu = {
  uid: 'sv1',
  name: 'Flu Shot',
  cpt: '90686',
  cost: '25.00',
  active: true,
  order: 1,
  created_at: '2026-11-01T15:00:00.000Z',
};
const suggestion = {
  uid: 'sg1',
  service_name: 'Hearing Test',
  doctor: null,
  created_at: '2026-11-02T15:00:00.000Z',
  assignee: null,
};

beforeEach(() => {
  toaster.remove();
  jest.clearAllMocks();
  jest.mocked(fetchServices).mockResolvedValue({ services: [flu], count: 1, limit: 20 });
  jest.mocked(fetchSuggestedServices).mockResolvedValue({ suggested_services: [suggestion], count: 1 });
  jest.mocked(markSuggestedServicesSeen).mockResolvedValue({ seen: 1 });
  useDashboardStore.setState({ dashboard: null });
  fakeApi({ 'GET /user/dashboard': { data: SEEN } });
});

function renderPage(route = '/admin/services') {
  const user = userEvent.setup();
  renderWithProviders(<ServiceListPage />, { route });
  return { user };
}

// Whole-page flows with many typed keystrokes: allow for a busy machine.
jest.setTimeout(20_000);

describe('ServiceListPage', () => {
  it('lists the services with their default amount under the counted tabs', async () => {
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Active Services (1)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Suggested Services (1)' })).toBeInTheDocument();
    expect(await screen.findByText('$25.00')).toBeInTheDocument();
  });

  it("adds with 'Add SERVICE': 'Service added successfully'", async () => {
    jest.mocked(createService).mockResolvedValue({ service: flu });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add SERVICE' }));
    await user.type(await screen.findByLabelText('Service Name'), 'Hearing Test');
    // The dialog's field (the column chooser also names a Default Amount column).
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Default Amount'), '60');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Service added successfully')).toBeInTheDocument();
    expect(createService).toHaveBeenCalledWith({ name: 'Hearing Test', cost: 60, cpt: null });
  });

  it("edits keeping the CPT code, and deletes: 'Service updated successfully', 'Service deleted successfully'", async () => {
    jest.mocked(updateService).mockResolvedValue({ service: flu });
    jest.mocked(deleteService).mockResolvedValue(null);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Flu Shot' }));
    const cost = within(await screen.findByRole('dialog')).getByLabelText('Default Amount');
    await user.clear(cost);
    await user.type(cost, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service updated successfully')).toBeInTheDocument();
    expect(updateService).toHaveBeenCalledWith('sv1', { name: 'Flu Shot', cost: 30, cpt: '90686' });

    await user.click(screen.getByRole('button', { name: 'Delete Flu Shot' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this service?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Service deleted successfully')).toBeInTheDocument();
  });

  it("shows the Pending badge and 'Deleted User'; accepts and rejects with 'Service added to global list.' and 'Service rejected'", async () => {
    jest.mocked(acceptSuggestedService).mockResolvedValue({ service: flu });
    jest.mocked(rejectSuggestedService).mockResolvedValue(null);
    const { user } = renderPage('/admin/services?tab=suggested');
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Deleted User')).toBeInTheDocument();
    await waitFor(() => expect(markSuggestedServicesSeen).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Accept Hearing Test' }));
    let confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to accept this service?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Service added to global list.')).toBeInTheDocument();
    expect(acceptSuggestedService).toHaveBeenCalledWith('sg1');

    await user.click(await screen.findByRole('button', { name: 'Reject Hearing Test' }));
    confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to reject this service?',
    });
    useDashboardStore.setState({ dashboard: null });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Service rejected')).toBeInTheDocument();
    await waitFor(() => expect(dots()).toEqual(SEEN));
  });
});
