import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefundDialog, type RefundedPayment } from './RefundDialog';

const PAYMENT: RefundedPayment = {
  collected_amount: '154.65',
  transaction_id: 'txn_3PqZ8',
  type: 'normal',
  appointment: {
    uid: 'appt-uid-1',
    appt_id: 'APT-1042',
    status: 'completed',
    booking_type: 'video_visit',
    date_utc: '2026-11-23T14:05:00Z',
    created_at: '2026-11-20T10:00:00Z',
    total_cost: '154.65',
    booking_amount: '154.65',
    extended_count: 0,
    user: { uid: 'pat-1', full_name: 'J*** D***', status: 'active', deleted_at: null },
    doctor: { uid: 'doc-1', full_name: 'Dr. Ana Lopez', status: 'active', deleted_at: null },
  },
};

function setup(total = '154.65', onRefund = jest.fn(async () => {})) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <RefundDialog payment={{ ...PAYMENT, collected_amount: total }} onRefund={onRefund} onClose={onClose} />,
  );
  return { user, onRefund, onClose };
}

async function choosePartial(user: ReturnType<typeof userEvent.setup>, amount?: string) {
  await user.click(screen.getByText('Partial Refund'));
  const input = await screen.findByLabelText('Amount');
  if (amount) await user.type(input, amount);
}

// Whole-page flows with many typed keystrokes: allow for a busy machine.
jest.setTimeout(20_000);

describe('RefundDialog', () => {
  it('offers Full Refund with the total, Partial Refund, a reason and Done', async () => {
    setup();
    expect(await screen.findByRole('dialog', { name: 'Refund' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Full Refund' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Partial Refund' })).not.toBeChecked();
    expect(screen.getByTestId('refund-total')).toHaveTextContent('Total Amount: $154.65');
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('names what it refunds: the appointment id, the masked patient, the transaction and the amount', async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(value('Appointment ID')).toBe('APT-1042');
    expect(value('Patient')).toBe('J*** D***');
    expect(value('Transaction ID')).toBe('txn_3PqZ8');
    expect(value('Amount Paid')).toBe('$154.65');
  });

  it('counts the reason against its 250 characters and refuses, never cuts, a longer one', async () => {
    const { user, onRefund } = setup();
    const reason = await screen.findByLabelText('Reason');
    expect(screen.getByText('0 / 250')).toBeInTheDocument();
    await user.type(reason, 'Doctor late');
    expect(screen.getByText('11 / 250')).toBeInTheDocument();
    await user.clear(reason);
    await user.click(reason);
    await user.paste('x'.repeat(260));
    expect(reason).toHaveValue('x'.repeat(260));
    expect(screen.getByText('260 / 250')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Reason must be at most 250 characters')).toBeInTheDocument();
    expect(onRefund).not.toHaveBeenCalled();
  });

  it('sends a full refund of the total with the trimmed reason, then closes', async () => {
    const { user, onRefund, onClose } = setup();
    await user.type(await screen.findByLabelText('Reason'), '  Doctor did not join  ');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onRefund).toHaveBeenCalledWith({
      type: 'full_refund',
      amount: 154.65,
      reason: 'Doctor did not join',
    });
  });

  it("asks for a reason: 'Please enter reason', also when only spaces were typed", async () => {
    const { user, onRefund } = setup();
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Please enter reason')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), '    ');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Please enter reason')).toBeInTheDocument();
    expect(onRefund).not.toHaveBeenCalled();
  });

  it('with Partial Refund and nothing typed, shows the amount and the reason messages together', async () => {
    const { user, onRefund } = setup();
    await choosePartial(user);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Please enter amount')).toBeInTheDocument();
    expect(screen.getByText('Please enter reason')).toBeInTheDocument();
    expect(onRefund).not.toHaveBeenCalled();
  });

  it('with Partial Refund, a bad amount and no reason, shows both messages', async () => {
    const { user, onRefund } = setup();
    await choosePartial(user, '154.66');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Refund amount cannot be greater than total amount')).toBeInTheDocument();
    expect(screen.getByText('Please enter reason')).toBeInTheDocument();
    expect(onRefund).not.toHaveBeenCalled();
  });

  it.each([
    ['', 'Please enter amount'],
    ['0', 'Enter a valid amount'],
    ['-5', 'Enter a valid amount'],
    ['abc', 'Enter a valid amount'],
    ['154.66', 'Refund amount cannot be greater than total amount'],
    ['154.65', 'Please select the Full Refund option'],
  ])("refuses the partial amount '%s' with '%s'", async (amount, message) => {
    const { user, onRefund } = setup();
    await choosePartial(user, amount);
    await user.type(screen.getByLabelText('Reason'), 'Partial service');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onRefund).not.toHaveBeenCalled();
  });

  it('sends a partial refund exact to the cent', async () => {
    const { user, onRefund, onClose } = setup();
    await choosePartial(user, '50.10');
    await user.type(screen.getByLabelText('Reason'), 'Call cut short');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onRefund).toHaveBeenCalledWith({ type: 'partial_refund', amount: 50.1, reason: 'Call cut short' });
  });

  it('never sends two refunds on a double click', async () => {
    let finish: () => void = () => {};
    const onRefund = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, onClose } = setup('154.65', onRefund);
    await user.type(await screen.findByLabelText('Reason'), 'Duplicate booking');
    const done = screen.getByRole('button', { name: 'Done' });
    await user.dblClick(done);
    await user.click(done);
    await waitFor(() => expect(onRefund).toHaveBeenCalledTimes(1));
    await act(async () => finish());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onRefund).toHaveBeenCalledTimes(1);
  });

  it('stays open when the server refuses, so the admin can correct and retry', async () => {
    const onRefund = jest.fn(async () => {
      throw new Error('Payment already refunded');
    });
    const { user, onClose } = setup('154.65', onRefund);
    await user.type(await screen.findByLabelText('Reason'), 'Duplicate booking');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onRefund).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Refund' })).toBeInTheDocument();
  });
});
