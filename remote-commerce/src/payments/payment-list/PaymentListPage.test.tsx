import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, renderWithProviders } from '@telehealth/shared/test-support/render';
import { fetchActiveDoctors } from '../../commerce-list/doctors-api';
import { DOCTORS, paymentRow } from '../../test-fixtures';
import { fetchPayments, refundPayment } from '../api';
import { PaymentListPage } from './PaymentListPage';

jest.mock('../api', () => ({
  ...jest.requireActual('../api'),
  fetchPayments: jest.fn(),
  refundPayment: jest.fn(),
}));
jest.mock('../../commerce-list/doctors-api', () => ({ fetchActiveDoctors: jest.fn() }));

const fetchMock = jest.mocked(fetchPayments);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchActiveDoctors).mockResolvedValue(DOCTORS);
  fetchMock.mockResolvedValue({ appointments: [paymentRow()], count: 1, limit: 20 });
});

// Whole-page flows with many typed keystrokes: allow for a busy machine.
jest.setTimeout(20_000);

describe('PaymentListPage', () => {
  it('offers All, Success and Refunded and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <PaymentListPage />
        <LocationProbe />
      </>,
      { route: '/admin/payments' },
    );
    await screen.findByRole('link', { name: 'APT1001' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect([...(status as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'All',
      'Success',
      'Refunded',
    ]);
    await user.selectOptions(status, 'Refunded');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/payments?status=refunded'),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)![0]).toMatchObject({ status: 'refunded', page: 0 }),
    );
  });

  it("refunds through the dialog, says 'Refund Success' and reloads the list", async () => {
    const user = userEvent.setup();
    jest.mocked(refundPayment).mockResolvedValue({ payment: paymentRow({ refund_id: 're_1' }) });
    renderWithProviders(<PaymentListPage />, { route: '/admin/payments' });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Doctor unavailable');
    fetchMock.mockResolvedValue({
      appointments: [paymentRow({ refund_id: 're_1', refund_amount: '154.65' })],
      count: 1,
      limit: 20,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Refund Success')).toBeInTheDocument();
    expect(refundPayment).toHaveBeenCalledWith(
      'pay-uid-501',
      { type: 'full_refund', amount: 154.65, reason: 'Doctor unavailable' },
      // Named in the step-up dialog, should the refund need a fresh code.
      'APT1001',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument());
    expect(screen.getByRole('table')).toHaveTextContent('Refunded');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is ordered by the Transaction Date it shows, newest first, unless the URL says otherwise', async () => {
    renderWithProviders(<PaymentListPage />, { route: '/admin/payments' });
    await screen.findByRole('link', { name: 'APT1001' });
    expect(fetchMock.mock.calls.at(-1)![0].sort).toEqual({ field: 'created_at', direction: 'DESC' });
    expect(screen.getByRole('columnheader', { name: /Transaction Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sortBy.selectedOptions[0].text).toBe('Transaction Date (newest first)');
  });

  it('sorts by appointment id, service date, booking amount and payment status, kept in the URL', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <PaymentListPage />
        <LocationProbe />
      </>,
      { route: '/admin/payments' },
    );
    await screen.findByRole('link', { name: 'APT1001' });
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...sortBy.options].map((option) => option.text)).toEqual([
      'Transaction Date (newest first)',
      'Transaction Date (oldest first)',
      'Appointment ID (Z to A)',
      'Appointment ID (A to Z)',
      'Service Date (latest first)',
      'Service Date (earliest first)',
      'Booking Amount (highest first)',
      'Booking Amount (lowest first)',
      'Total Amount (highest first)',
      'Total Amount (lowest first)',
      'Payment Status (Refunded first)',
      'Payment Status (Success first)',
    ]);
    for (const [label, field, direction] of [
      ['Service Date (latest first)', 'appointment.date_utc', 'DESC'],
      ['Booking Amount (lowest first)', 'appointment.booking_amount', 'ASC'],
      ['Appointment ID (A to Z)', 'appointment.appt_id', 'ASC'],
      ['Payment Status (Refunded first)', 'payment_status', 'DESC'],
    ] as const) {
      await user.selectOptions(sortBy, label);
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(
          `/admin/payments?sort=${encodeURIComponent(`${field}:${direction}`)}`,
        ),
      );
      await waitFor(() => expect(fetchMock.mock.calls.at(-1)![0].sort).toEqual({ field, direction }));
    }
    // The header of a sort's column follows the choice.
    expect(screen.getByRole('columnheader', { name: /^Status/ })).toHaveAttribute('aria-sort', 'descending');
  });
  it("filters by a Transaction Date range kept in the URL and shows the range's totals from the same answer", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({
      appointments: [paymentRow()],
      count: 4,
      limit: 20,
      totals: { collected: '618.60', refunded: '154.65', net: '463.95', count: 4, refunded_count: 1 },
    });
    renderWithProviders(
      <>
        <PaymentListPage />
        <LocationProbe />
      </>,
      { route: '/admin/payments?from=2026-03-01&to=2026-03-31' },
    );
    const totals = await screen.findByTestId('range-totals');
    await waitFor(() => expect(totals).toHaveTextContent(/Collected\s*\$618\.60/));
    expect(totals).toHaveTextContent(/Refunded\s*\$154\.65/);
    expect(totals).toHaveTextContent(/Net\s*\$463\.95/);
    expect(totals).toHaveTextContent(/Payments\s*4/);
    expect(fetchMock.mock.calls.at(-1)![0]).toMatchObject({ from: '2026-03-01', to: '2026-03-31', page: 0 });
    expect(screen.getByLabelText('Date from')).toHaveValue('2026-03-01');

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/from=\d{4}-\d{2}-\d{2}&to=/),
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/payments$/));
    expect(screen.queryByTestId('range-totals')).not.toBeInTheDocument();
  });

  it('sends the range as bounds of the Transaction Date (created_at)', async () => {
    const { paymentListParams } = jest.requireActual('../api') as typeof import('../api');
    expect(
      paymentListParams({
        search: '',
        from: '2026-03-01',
        to: '',
        doctor: '',
        status: 'success',
        sort: null,
      }),
    ).toEqual({
      where: { status: 'succeeded', refund_id: null, created_at: { '>=': '2026-03-01' } },
      search: undefined,
      sort: undefined,
    });
  });
});
