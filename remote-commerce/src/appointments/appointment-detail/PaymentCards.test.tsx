import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { appointmentDetail, transaction } from '../../test-fixtures';
import { PaymentCards } from './PaymentCards';

function card(title: string) {
  return screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;
}

function value(section: HTMLElement, label: string) {
  return within(section).getByText(label).nextElementSibling?.textContent;
}

describe('PaymentCards', () => {
  it('shows the payment of a visit with one extended call, every figure from cents', () => {
    const { appointments } = appointmentDetail({
      extended_count: 1,
      transactions: [
        transaction(),
        transaction({ uid: 'pay-502', type: 'extended', transaction_id: 'txn_ext' }),
      ],
    });
    renderWithProviders(<PaymentCards appointment={appointments} paymentStatus="succeeded" />);
    const details = card('Payment Details');
    expect(value(details, 'Total Consultation Fee')).toBe('$150.00');
    expect(value(details, 'Card Processor Commission')).toBe('$4.65');
    expect(value(details, 'Total Paid')).toBe('$154.65');
    expect(value(details, 'Extended Video Calls')).toBe('1');
    expect(value(details, 'Extended Video Call Amount')).toBe('$154.65');
    expect(value(details, 'Grand Total Paid')).toBe('$309.30');
    // $127.50 × 2 and $27.15 × 2.
    expect(value(card('Payment to Doctor'), 'Service Fee')).toBe('$127.50');
    expect(value(card('Payment to Doctor'), 'Total')).toBe('$255.00');
    expect(value(card('Payment to the platform'), 'Service Fee')).toBe('$27.15');
    expect(value(card('Payment to the platform'), 'Total')).toBe('$54.30');
    const status = card('Payment Status');
    expect(value(status, 'Status')).toBe('Success');
    expect(value(status, 'Transaction ID')).toBe('txn_3PqA1');
    expect(value(status, 'Card')).toBe('**** **** **** 4242');
  });

  it('says Refunded once the payment has a refund id, and Failed or Pending otherwise', () => {
    const refunded = appointmentDetail({ transactions: [transaction({ refund_id: 're_1' })] }).appointments;
    const { rerender } = renderWithProviders(
      <PaymentCards appointment={refunded} paymentStatus="succeeded" />,
    );
    expect(value(card('Payment Status'), 'Status')).toBe('Refunded');
    const failed = appointmentDetail({ transactions: [transaction({ status: 'failed' })] }).appointments;
    rerender(<PaymentCards appointment={failed} paymentStatus="failed" />);
    expect(value(card('Payment Status'), 'Status')).toBe('Failed');
    rerender(<PaymentCards appointment={failed} paymentStatus="pending" />);
    expect(value(card('Payment Status'), 'Status')).toBe('Pending');
  });

  it('tells a partial refund from a full one: amount refunded of the total, and what is kept', () => {
    const partial = appointmentDetail({
      transactions: [
        transaction({ refund_id: 're_1', refund_amount: '20.00', refund_type: 'partial_refund' }),
      ],
    }).appointments;
    const { rerender } = renderWithProviders(
      <PaymentCards appointment={partial} paymentStatus="succeeded" />,
    );
    expect(value(card('Payment Status'), 'Status')).toBe('Refunded');
    expect(value(card('Refund'), 'Refund Amount')).toBe('$20.00 of $154.65');
    expect(value(card('Refund'), 'Refund Type')).toBe('Partial Refund');
    expect(value(card('Refund'), 'Net Kept')).toBe('$134.65');
    const full = appointmentDetail({
      transactions: [transaction({ refund_id: 're_2', refund_amount: '154.65', refund_type: 'full_refund' })],
    }).appointments;
    rerender(<PaymentCards appointment={full} paymentStatus="succeeded" />);
    expect(value(card('Refund'), 'Refund Type')).toBe('Full Refund');
    expect(value(card('Refund'), 'Net Kept')).toBe('$0.00');
  });
});
