import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime, Settings } from 'luxon';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { feedNotification } from '../../test-fixtures';
import { groupByDay } from '../day-heading';
import { NotificationGroups } from './NotificationGroups';

const zone = Settings.defaultZone;
beforeAll(() => {
  Settings.defaultZone = 'America/New_York';
});
afterAll(() => {
  Settings.defaultZone = zone;
});

const now = DateTime.fromISO('2026-11-23T18:00', { zone: 'America/New_York' });
const entries = [
  feedNotification({ uid: 'a', created_at: '2026-11-23T19:05:00.000Z' }),
  feedNotification({
    uid: 'b',
    title: 'License uploaded',
    description: 'Dr. Ben Okafor uploaded a new medical license.',
    created_at: '2026-11-20T14:30:00.000Z',
    doctor: { uid: 'doc-2', full_name: 'Dr. Ben Okafor' },
  }),
  feedNotification({
    uid: 'c',
    title: 'Account removed',
    created_at: '2026-11-20T13:00:00.000Z',
    doctor: null,
  }),
];

describe('NotificationGroups', () => {
  it('puts entries under their day headings with their title, description and time', () => {
    renderWithProviders(<NotificationGroups groups={groupByDay(entries, now)} onClearAll={jest.fn()} />);

    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Today',
      'Last Friday',
    ]);
    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getByText('New doctor registered')).toBeInTheDocument();
    expect(
      within(today).getByText('Dr. Ana Lopez has signed up and is waiting for approval.'),
    ).toBeInTheDocument();
    expect(within(today).getByText('02:05 PM')).toBeInTheDocument();
  });

  it("links each entry to its doctor's Notifications tab (?active=2)", () => {
    renderWithProviders(<NotificationGroups groups={groupByDay(entries, now)} onClearAll={jest.fn()} />);

    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/doctors/doc-1?active=2',
      '/admin/doctors/doc-2?active=2',
    ]);
    expect(links[1]).toHaveTextContent('License uploaded');
    expect(links[1]).toHaveTextContent('Dr. Ben Okafor uploaded a new medical license.');
    expect(links[1]).toHaveTextContent('09:30 AM');
    // The entry whose doctor is gone still shows, without a link.
    expect(screen.getByText('Account removed').closest('a')).toBeNull();
  });

  it("offers 'Clear All' on the first group only", async () => {
    const user = userEvent.setup();
    const onClearAll = jest.fn();
    renderWithProviders(<NotificationGroups groups={groupByDay(entries, now)} onClearAll={onClearAll} />);

    const clear = screen.getAllByRole('button', { name: 'Clear All' });
    expect(clear).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Today' })).getByRole('button')).toBe(clear[0]);

    await user.click(clear[0]);
    expect(onClearAll).toHaveBeenCalledTimes(1);
  });
});
