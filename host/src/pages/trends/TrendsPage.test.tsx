import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, renderWithProviders } from '@telehealth/shared/test-support/render';
import { queryClient } from '@telehealth/shared/query';
import { fetchTrends, type Trends } from './trends-api';
import { TrendsPage, trendsCsv } from './TrendsPage';

jest.mock('./trends-api', () => ({ ...jest.requireActual('./trends-api'), fetchTrends: jest.fn() }));
const fetchMock = jest.mocked(fetchTrends);
jest.setTimeout(20_000);

const series = (
  key: Trends['series'][number]['key'],
  unit: 'count' | 'cents',
  values: number[],
  previous: number[],
) => {
  const total = values.reduce((a, b) => a + b, 0);
  const previousTotal = previous.reduce((a, b) => a + b, 0);
  return {
    key,
    unit,
    values,
    previous,
    total,
    previous_total: previousTotal,
    change_percent: previousTotal ? Math.round(((total - previousTotal) / previousTotal) * 1000) / 10 : null,
  };
};

const ANSWER: Trends = {
  grain: 'day',
  time_zone: 'America/New_York',
  from: '2026-03-01',
  to: '2026-03-03',
  previous_from: '2026-02-26',
  previous_to: '2026-02-28',
  buckets: [
    { from: '2026-03-01', to: '2026-03-01' },
    { from: '2026-03-02', to: '2026-03-02' },
    { from: '2026-03-03', to: '2026-03-03' },
  ],
  previous_buckets: [
    { from: '2026-02-26', to: '2026-02-26' },
    { from: '2026-02-27', to: '2026-02-27' },
    { from: '2026-02-28', to: '2026-02-28' },
  ],
  series: [
    series('appointments_booked', 'count', [4, 6, 10], [5, 5, 10]),
    series('appointments_completed', 'count', [1, 2, 3], [1, 1, 1]),
    series('revenue_refunded', 'cents', [0, 1250, 0], [0, 0, 0]),
    series('patients_new', 'count', [2, 0, 1], [0, 0, 0]),
  ],
};

/** Clicks the middle of point `index` of a chart of `count` points drawn 300 px wide. */
function clickPoint(card: HTMLElement, index: number, count: number) {
  const hit = within(card).getByTestId('trend-hit');
  hit.getBoundingClientRect = () => ({ left: 0, width: 300 }) as DOMRect;
  fireEvent.mouseMove(hit, { clientX: ((index + 0.5) * 300) / count });
  fireEvent.click(hit, { clientX: ((index + 0.5) * 300) / count });
}

function renderPage(route = '/admin/trends') {
  return renderWithProviders(
    <>
      <TrendsPage />
      <LocationProbe />
    </>,
    { route },
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  queryClient.clear();
  fetchMock.mockResolvedValue(ANSWER);
});

describe('TrendsPage', () => {
  it('reads the range and grain from the URL in one request and shows each series with its change', async () => {
    renderPage('/admin/trends?range=last_7_days&grain=week');
    expect(await screen.findByRole('heading', { name: 'Appointments booked' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toEqual({ range: 'last_7_days', grain: 'week', from: '', to: '' });
    const booked = screen.getByRole('heading', { name: 'Appointments booked' }).closest('section')!;
    expect(within(booked).getByTestId('series-total')).toHaveTextContent('20');
    expect(within(booked).getByText('no change')).toBeInTheDocument();
    const completed = screen.getByRole('heading', { name: 'Appointments completed' }).closest('section')!;
    expect(within(completed).getByText('+100%')).toBeInTheDocument();
    const refunded = screen.getByRole('heading', { name: 'Refunded' }).closest('section')!;
    expect(within(refunded).getByTestId('series-total')).toHaveTextContent('$12.50');
    expect(within(refunded).getByText('no previous figure')).toBeInTheDocument();
    // A series the answer leaves out (no permission) has no card.
    expect(screen.queryByRole('heading', { name: 'Gross revenue' })).not.toBeInTheDocument();
  });

  it('gives every chart a text summary for screen readers', async () => {
    renderPage();
    const chart = await screen.findByRole('img', {
      name: /^Appointments booked: 20 from Mar 1, 2026 – Mar 3, 2026/,
    });
    expect(chart).toHaveAccessibleName(
      'Appointments booked: 20 from Mar 1, 2026 – Mar 3, 2026; no change against 20 from Feb 26, 2026 – Feb 28, 2026. Highest: 10 on Mar 3.',
    );
  });

  it('a bar opens the appointments booked that day with its status, by booking date', async () => {
    renderPage();
    const completed = (await screen.findByRole('heading', { name: 'Appointments completed' })).closest(
      'section',
    )!;
    clickPoint(completed, 1, 3);
    expect(within(completed).getByText('Mar 2: 2 (previous 1)')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/appointments?dates=booked&from=2026-03-02&to=2026-03-02&status=completed',
    );
  });

  it('the table view lists each period with the previous one, and its buttons open the refunded payments', async () => {
    renderPage();
    const refunded = (await screen.findByRole('heading', { name: 'Refunded' })).closest('section')!;
    await userEvent.click(within(refunded).getByRole('button', { name: 'Table' }));
    const table = within(refunded).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeriodValuePrevious period',
      'Mar 1$0.00$0.00',
      'Mar 2$12.50$0.00',
      'Mar 3$0.00$0.00',
    ]);
    await userEvent.click(within(table).getByRole('button', { name: 'Open the refunded payments Mar 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/payments?from=2026-03-02&to=2026-03-02&status=refunded',
    );
  });

  it('a series no list filters by its date says its points open nothing', async () => {
    renderPage();
    const patients = (await screen.findByRole('heading', { name: 'New patients' })).closest('section')!;
    expect(within(patients).getByText(/the points open nothing/)).toBeInTheDocument();
    clickPoint(patients, 0, 3);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/trends$/);
  });

  it('From – to asks for both days before it reads, then puts them in the URL', async () => {
    renderPage('/admin/trends?range=custom');
    expect(await screen.findByText('Choose the first and last day of the range.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Days from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Days to'), { target: { value: '2026-03-03' } });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith(
        { range: 'custom', grain: 'day', from: '2026-03-01', to: '2026-03-03' },
        expect.anything(),
      ),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('range=custom&from=2026-03-01&to=2026-03-03');
  });

  it('the CSV has a row per series and point, money in dollars, with the previous period', () => {
    const lines = trendsCsv(ANSWER).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Series,From,To,Value,Previous from,Previous to,Previous value');
    expect(lines).toHaveLength(1 + 4 * 3);
    expect(lines).toContain('Refunded,2026-03-02,2026-03-02,12.50,2026-02-27,2026-02-27,0.00');
    expect(lines).toContain('Appointments booked,2026-03-03,2026-03-03,10,2026-02-28,2026-02-28,10');
  });
});
