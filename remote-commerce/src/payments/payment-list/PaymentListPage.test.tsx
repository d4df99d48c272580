import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, renderWithProviders } from '../../../../shared/test-support/render';
import { fetchActiveDoctors } from '../../common/doctors-api';
import { DOCTORS, paymentRow } from '../../test-fixtures';
import { fetchPayments, refundPayment } from '../api';
import { PaymentListPage } from './PaymentListPage';

jest.mock('../api', () => ({ fetchPayments: jest.fn(), refundPayment: jest.fn() }));
jest.mock('../../common/doctors-api', () => ({ fetchActiveDoctors: jest.fn() }));

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
    expect(refundPayment).toHaveBeenCalledWith('pay-uid-501', {
      type: 'full_refund',
      amount: 154.65,
      reason: 'Doctor unavailable',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument());
    expect(screen.getByRole('table')).toHaveTextContent('Refunded');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
