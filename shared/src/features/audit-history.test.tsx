import { act, screen, waitFor } from '@testing-library/react';
import { afterWrite } from '@telehealth/shared/query';
import { fakeApi } from '../../test-support/fake-api';
import { renderWithProviders } from '../../test-support/render';
import { adminWith, signInAs } from '../../test-support/session-admin';
import { AuditHistory } from './audit-history';

const ENTRY = {
  id: 7,
  created_at: '2026-03-10T14:00:00.000Z',
  admin: { uid: 'a1', full_name: 'Ada Admin', email: 'ada@example.com' },
  action: 'payment.refund',
  action_label: 'Refunded payment',
  target_type: 'payment',
  target_uid: 'pay-1',
  target_name: 'pi_123 (APT1001)',
  ip: '127.0.0.1',
  request_id: 'req-1',
  details: { type: 'partial_refund', amount_cents: 2000 },
};

describe('AuditHistory', () => {
  it('shows who did what to the record, and links to the Audit Log filtered to it', async () => {
    const requests = fakeApi({
      'GET /audit': { data: { entries: [ENTRY], count: 1, count_capped: false, limit: 10 } },
    });
    renderWithProviders(<AuditHistory targetUids={['appt-1', 'pay-1']} showTarget />);
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByText('Refunded payment')).toBeInTheDocument();
    expect(screen.getByText('pi_123 (APT1001)')).toBeInTheDocument();
    expect(screen.getByText('Partial refund, Amount: $20.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Audit Log' })).toHaveAttribute(
      'href',
      '/admin/audit-log?target=appt-1',
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(JSON.parse(requests[0].query.get('where') ?? '')).toEqual({
      target_uid: { in: ['appt-1', 'pay-1'] },
    });
    expect(requests[0].query.get('limit')).toBe('10');
  });

  it('reads again, quietly, when an action marks the audit log stale', async () => {
    let entries: (typeof ENTRY)[] = [];
    const requests = fakeApi({
      'GET /audit': () => ({ data: { entries, count: entries.length, count_capped: false, limit: 10 } }),
    });
    renderWithProviders(<AuditHistory targetUids={['pay-1']} />);
    expect(await screen.findByText('No recorded actions yet')).toBeInTheDocument();
    entries = [ENTRY];
    // Any write: every one has its audit entry.
    act(() => afterWrite([]));
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/audit')).toHaveLength(2);
  });

  it('says when nothing was recorded yet', async () => {
    fakeApi({ 'GET /audit': { data: { entries: [], count: 0, count_capped: false, limit: 10 } } });
    renderWithProviders(<AuditHistory targetUids={['doc-1']} />);
    expect(await screen.findByText('No recorded actions yet')).toBeInTheDocument();
  });

  it('is not shown, nor the audit log asked, for a role that may not read the audit log', () => {
    const requests = fakeApi({});
    signInAs(adminWith('finance', ['payments.view', 'payments.refund']));
    renderWithProviders(<AuditHistory targetUids={['pay-1']} />);
    expect(screen.queryByText('History')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
