import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { adminWith, signInAs } from '@telehealth/shared/test-support/session-admin';
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

const ALL_SHOWN = {
  list: 'payments',
  hidden: [],
  shown: ['doctor_share', 'platform_share', 'extended'],
  density: 'comfortable',
};
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
/** A row's cell under the column headed `header`, wherever the layout puts it. */
const cellUnder = (row: HTMLElement, header: string) =>
  within(row).getAllByRole('cell')[headers().indexOf(header)];

describe('PaymentTable', () => {
  it('by default keeps the key columns in view: the shares and Extended wait in Columns', () => {
    renderTable();
    expect(headers()).toEqual([
      'Appointment ID',
      'Transaction Date',
      'Transaction ID',
      'Patient Name',
      'Doctor Name',
      'Total Amount',
      'Refund',
      'Status',
    ]);
  });

  it('shows every column of a payment once the admin shows them all', async () => {
    fakeApi({ 'GET /list-layouts': { data: { layout: ALL_SHOWN } } });
    renderTable();
    await waitFor(() => expect(headers()).toHaveLength(11));
    expect(headers()).toEqual([
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

  it("shows 'Deleted User' for a missing patient, Extended Yes, and the refunded amount instead of the button", async () => {
    fakeApi({ 'GET /list-layouts': { data: { layout: ALL_SHOWN } } });
    renderTable([
      paymentRow({
        uid: 'p7',
        type: 'extended',
        refund_id: 're_123',
        refund_amount: '50.00',
        appointment: appointmentSummary({ user: null }),
      }),
    ]);
    await waitFor(() => expect(headers()).toHaveLength(11));
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
    expect(cellUnder(partial, 'Refund')).toHaveTextContent('$20.00Partial · kept $134.65');
    expect(cellUnder(full, 'Refund')).toHaveTextContent('$154.65Full');
    expect(cellUnder(partial, 'Status')).toHaveTextContent(/^Refunded$/);
    expect(cellUnder(full, 'Status')).toHaveTextContent(/^Refunded$/);
  });

  it('opens the refund of the clicked payment', async () => {
    const user = userEvent.setup();
    const { onRefund } = renderTable([paymentRow({ uid: 'p1' }), paymentRow({ uid: 'p2' })]);
    await user.click(screen.getAllByRole('button', { name: 'Refund' })[1]);
    expect(onRefund).toHaveBeenCalledWith(expect.objectContaining({ uid: 'p2' }));
  });

  it('offers no Refund to a role that may not refund (the API would refuse it)', () => {
    signInAs(adminWith('support', ['payments.view']));
    renderTable([paymentRow({ uid: 'p1' })]);
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
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
