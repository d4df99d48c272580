import { auditActionLabel, auditTargetPath, describeAuditDetails } from './audit';

describe('audit entries as an administrator reads them', () => {
  it('labels actions', () => {
    expect(auditActionLabel('payment.refund')).toBe('Refunded payment');
    expect(auditActionLabel('patient.read')).toBe('Viewed patient record');
    expect(auditActionLabel('payment.export')).toBe('Payment export');
  });

  it('describes details in a line', () => {
    expect(describeAuditDetails({ from: 'active', to: 'blocked', cancelled_appointments: 2 })).toBe(
      'active → blocked, cancelled appointments: 2',
    );
    expect(describeAuditDetails({ type: 'partial_refund', amount_cents: 2000, refund_id: 're_1' })).toBe(
      'partial_refund, amount: $20.00, refund id: re_1',
    );
    expect(describeAuditDetails(null)).toBe('');
  });

  it('links a target to its page', () => {
    expect(auditTargetPath('doctor', 'u1')).toBe('/admin/doctors/u1');
    expect(auditTargetPath('payment', 'u1')).toBeNull();
  });
});
