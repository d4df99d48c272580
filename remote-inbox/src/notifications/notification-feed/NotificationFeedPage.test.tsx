import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDashboardStore } from '@telehealth/shared/api';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { feedNotification } from '../../test-fixtures';
import { clearNotifications, fetchNotifications } from '../api';
import { NotificationFeedPage } from './NotificationFeedPage';

jest.mock('../api', () => ({ fetchNotifications: jest.fn(), clearNotifications: jest.fn() }));

/** The menu's dots as the API answers them once the feed was read (the feed's dot out). */
const READ = { unreadService: false, unreadSpeciality: false, unread_notification: false };
const dots = () => useDashboardStore.getState().dashboard;

const fetchMock = jest.mocked(fetchNotifications);
const today = () => new Date().toISOString();

beforeEach(() => {
  jest.clearAllMocks();
  useDashboardStore.setState({ dashboard: null });
  fakeApi({ 'GET /user/dashboard': { data: READ } });
});

describe('NotificationFeedPage', () => {
  it('shows 100 placeholders while the feed loads', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderWithProviders(<NotificationFeedPage />);

    expect(screen.getAllByTestId('skeleton-item')).toHaveLength(100);
  });

  it('shows the feed and refreshes the menu dots once it was read', async () => {
    fetchMock.mockResolvedValue({
      notifications: [feedNotification({ created_at: today() })],
      count: 1,
      limit: 100,
    });
    renderWithProviders(<NotificationFeedPage />);

    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(0, expect.anything());
    await waitFor(() => expect(dots()).toEqual(READ));
  });

  it("clears everything after 'Are you sure you want to clear notifications!'", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({
      notifications: [feedNotification({ created_at: today() })],
      count: 1,
      limit: 100,
    });
    jest.mocked(clearNotifications).mockResolvedValue({ cleared: 1 });
    renderWithProviders(<NotificationFeedPage />);

    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to clear notifications!',
    });
    await waitFor(() => expect(dots()).toEqual(READ));
    useDashboardStore.setState({ dashboard: null });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(clearNotifications).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(screen.queryByText('New doctor registered')).not.toBeInTheDocument();
    await waitFor(() => expect(dots()).toEqual(READ));
  });

  it('keeps the feed when the admin answers No', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({
      notifications: [feedNotification({ created_at: today() })],
      count: 1,
      limit: 100,
    });
    renderWithProviders(<NotificationFeedPage />);

    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(clearNotifications).not.toHaveBeenCalled();
    expect(screen.getByText('New doctor registered')).toBeInTheDocument();
  });

  it("shows 'No Data' for an empty feed, without 'Clear All'", async () => {
    fetchMock.mockResolvedValue({ notifications: [], count: 0, limit: 100 });
    renderWithProviders(<NotificationFeedPage />);

    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  it("fetches older entries with 'Show older'", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce({
      notifications: [feedNotification({ uid: 'new', created_at: today() })],
      count: 2,
      limit: 1,
    });
    fetchMock.mockResolvedValueOnce({
      notifications: [
        feedNotification({ uid: 'old', title: 'Older entry', created_at: '2020-01-02T12:00:00.000Z' }),
      ],
      count: 2,
      limit: 1,
    });
    renderWithProviders(<NotificationFeedPage />);

    await user.click(await screen.findByRole('button', { name: 'Show older' }));

    expect(await screen.findByText('Older entry')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(1);
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });
});
