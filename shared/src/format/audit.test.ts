import { auditActionLabel, auditTargetPath, auditTargetTypeLabel, describeAuditDetails } from './audit';

describe('audit entries as an administrator reads them', () => {
  it('reads an action without a label as its words (the labels come with the entries)', () => {
    expect(auditActionLabel('payment.export')).toBe('Payment export');
    expect(auditActionLabel('admin.invitation_resend')).toBe('Admin invitation resend');
  });

  it('describes details in a line, in words, with no raw snake_case', () => {
    expect(describeAuditDetails({ from: 'active', to: 'blocked', cancelled_appointments: 2 })).toBe(
      'Active → Blocked, Cancelled appointments: 2',
    );
    expect(
      describeAuditDetails({
        refund_id: 're_1',
        gateway: 'stripe',
        amount_cents: 2000,
        type: 'partial_refund',
      }),
    ).toBe('Partial refund, Amount: $20.00, Refund ID: re_1, Gateway: Stripe');
    expect(describeAuditDetails({ admin_commission: '12', cancellation_fee: '5' })).toBe(
      'Commission %: 12, Cancellation fee %: 5',
    );
    expect(describeAuditDetails({ role_id: 3, recovered: true })).toBe('Role: Doctor, Recovered: Yes');
    expect(describeAuditDetails({ from: '0', to: '1', batch: 'b7c0e1d2-aaaa' })).toBe(
      '0 → 1, Batch: b7c0e1d2-aaaa',
    );
    expect(describeAuditDetails({ admin_email: 'ops_team@example.com' })).toBe(
      'Admin e-mail: ops_team@example.com',
    );
    expect(describeAuditDetails({ role: 'finance' })).toBe('Role: Finance');
    expect(describeAuditDetails(null)).toBe('');
  });

  it("reads a target's kind as words", () => {
    expect(auditTargetTypeLabel('admin_invitation')).toBe('Admin invitation');
  });

  it('links a target to its page', () => {
    expect(auditTargetPath('doctor', 'u1')).toBe('/admin/doctors/u1');
    expect(auditTargetPath('payment', 'u1')).toBeNull();
  });
});
