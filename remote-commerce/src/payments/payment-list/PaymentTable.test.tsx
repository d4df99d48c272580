import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { appointmentSummary, paymentRow } from '../../test-fixtures';
import { PaymentTable } from './PaymentTable';

beforeAll(() => {
  Settings.defaultZone = 'America/New_York';
});
afterAll(() => {
  Settings.defaultZone = 'system';
});

function renderTable(rows = [paymentRow()], onRefund = jest.fn(), onSortChange = jest.fn()) {
  renderWithProviders(
    <PaymentTable rows={rows} loading={false} sort={null} onSortChange={onSortChange} onRefund={onRefund} />,
  );
  return { onRefund, onSortChange };
}

describe('PaymentTable', () => {
  it('shows every column of a payment', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Appointment ID',
      'Transaction Date',
      'Transaction ID',
      'Patient Name',
      'Doctor Name',
      'Doctor ($)',
      'platform ($)',
      'Total Amount',
      'Extended',
      'Refund',
      'Status',
    ]);
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'APT1001' })).toHaveAttribute(
      'href',
      '/admin/appointments/appt-uid-1',
    );
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'APT1001',
      '11-20-2026 05:00 AM',
      'txn_3PqA1',
      'J*** D***',
      'Dr. Ana Lopez',
      '$127.50',
      '$27.15',
      '$154.65',
      'No',
      'Refund',
      'Success',
    ]);
  });

  it("shows 'Deleted User' for a missing patient, Extended Yes, and the refunded amount instead of the button", () => {
    renderTable([
      paymentRow({
        uid: 'p7',
        type: 'extended',
        refund_id: 're_123',
        refund_amount: '50.00',
        appointment: appointmentSummary({ user: null }),
      }),
    ]);
    const row = screen.getAllByRole('row')[1];
    expect(row).toHaveTextContent('Deleted User');
    expect(within(row).getAllByRole('cell')[8]).toHaveTextContent('Yes');
    expect(within(row).getAllByRole('cell')[9]).toHaveTextContent('$50.00');
    expect(within(row).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(row).toHaveTextContent('Refunded');
  });

  it('tells a partial refund (with what is kept) from a full one, the Status staying Refunded', () => {
    renderTable([
      paymentRow({ uid: 'p1', refund_id: 're_1', refund_amount: '20.00', refund_type: 'partial_refund' }),
      paymentRow({ uid: 'p2', refund_id: 're_2', refund_amount: '154.65', refund_type: 'full_refund' }),
    ]);
    const [, partial, full] = screen.getAllByRole('row');
    expect(within(partial).getAllByRole('cell')[9]).toHaveTextContent('$20.00Partial · kept $134.65');
    expect(within(full).getAllByRole('cell')[9]).toHaveTextContent('$154.65Full');
    expect(within(partial).getAllByRole('cell')[10]).toHaveTextContent(/^Refunded$/);
    expect(within(full).getAllByRole('cell')[10]).toHaveTextContent(/^Refunded$/);
  });

  it('opens the refund of the clicked payment', async () => {
    const user = userEvent.setup();
    const { onRefund } = renderTable([paymentRow({ uid: 'p1' }), paymentRow({ uid: 'p2' })]);
    await user.click(screen.getAllByRole('button', { name: 'Refund' })[1]);
    expect(onRefund).toHaveBeenCalledWith(expect.objectContaining({ uid: 'p2' }));
  });

  it('sorts by appointment id, transaction date, total amount and payment status from the headers', async () => {
    const user = userEvent.setup();
    const { onSortChange } = renderTable();
    for (const [name, field] of [
      [/Appointment ID/, 'appointment.appt_id'],
      [/Transaction Date/, 'created_at'],
      [/Total Amount/, 'collected_amount'],
      [/^Status/, 'payment_status'],
    ] as const) {
      await user.click(screen.getByRole('button', { name }));
      expect(onSortChange).toHaveBeenLastCalledWith({ field, direction: 'ASC' });
    }
  });
});
