import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@telehealth/shared/query';
import { LocationProbe, renderWithProviders } from '@telehealth/shared/test-support/render';
import { fetchRecordTrend, type RecordTrend } from './record-trend-api';
import { RecordTrendCard } from './RecordTrendCard';

jest.mock('./record-trend-api', () => ({ fetchRecordTrend: jest.fn() }));
const fetchMock = jest.mocked(fetchRecordTrend);
jest.setTimeout(20_000);

const TREND: RecordTrend = {
  from: '2026-01-01',
  to: '2026-01-14',
  buckets: [
    { from: '2026-01-01', to: '2026-01-04' },
    { from: '2026-01-05', to: '2026-01-11' },
    { from: '2026-01-12', to: '2026-01-14' },
  ],
  appointments: [2, 5, 1],
  net_cents: [12000, 0, 4550],
};

function renderCard(kind: 'doctor' | 'clinic', uid = 'doc-1') {
  return renderWithProviders(
    <>
      <RecordTrendCard kind={kind} uid={uid} />
      <LocationProbe />
    </>,
    { route: `/admin/${kind}s/${uid}` },
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  queryClient.clear();
});

describe('RecordTrendCard', () => {
  it("shows a doctor's appointments and net revenue, and a week opens that doctor's appointments booked in it", async () => {
    fetchMock.mockResolvedValue(TREND);
    renderCard('doctor');
    expect(await screen.findByText('Appointments booked: 8')).toBeInTheDocument();
    expect(screen.getByText('Net revenue: $165.50')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('doctor', 'doc-1', expect.anything());
    expect(
      screen.getByRole('img', { name: 'Appointments booked, by week from Jan 1 to Jan 14: 8 in all.' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    const revenue = screen.getByRole('region', { name: 'Net revenue' });
    expect(
      within(revenue)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PeriodValue', 'Jan 1 – Jan 4$120.00', 'Jan 5 – Jan 11$0.00', 'Jan 12 – Jan 14$45.50']);
    await userEvent.click(
      screen.getByRole('button', { name: 'Open the appointments booked Jan 5 – Jan 11' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/appointments?dates=booked&from=2026-01-05&to=2026-01-11&doctor=doc-1',
    );
  });

  it('leaves revenue out when the admin may not see it, and a clinic has no list to open', async () => {
    fetchMock.mockResolvedValue({ ...TREND, net_cents: null });
    renderCard('clinic', 'clinic-1');
    expect(await screen.findByText('Appointments booked: 8')).toBeInTheDocument();
    expect(screen.queryByText(/Net revenue/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();
  });
});
