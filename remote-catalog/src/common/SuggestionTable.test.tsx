import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { SuggestionTable } from './SuggestionTable';
import type { SuggestionRow } from './types';

const rows: SuggestionRow[] = [
  {
    uid: 's1',
    name: 'Sleep Medicine',
    requester: { uid: 'd1', full_name: 'Dr. Ann Lee', role_id: 3, status: 'active', deleted_at: null },
    created_at: '2026-11-02T15:00:00.000Z',
    assignee: null,
  },
  {
    uid: 's2',
    name: 'Tele-dermatology',
    requester: null,
    created_at: '2026-11-03T15:00:00.000Z',
    assignee: { uid: 'a1', full_name: 'Olivia Operations' },
  },
  {
    uid: 's3',
    name: 'Wound Care',
    requester: { uid: 'c1', full_name: 'Bay Clinic', role_id: 4, status: 'active', deleted_at: null },
    created_at: '2026-11-04T15:00:00.000Z',
    assignee: null,
  },
];

describe('SuggestionTable', () => {
  it("shows #, name, requester ('Deleted User' when missing), user type and date", () => {
    renderWithProviders(
      <SuggestionTable rows={rows} loading={false} onAccept={jest.fn()} onReject={jest.fn()} />,
    );
    const [, first, second, third] = screen.getAllByRole('row');
    expect(first).toHaveTextContent('1Sleep MedicineDr. Ann LeeDoctor11/02/2026');
    expect(second).toHaveTextContent('2Tele-dermatologyDeleted User');
    expect(first).toHaveTextContent('Unassigned');
    expect(second).toHaveTextContent('Olivia Operations');
    expect(third).toHaveTextContent('Bay ClinicClinic');
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('shows a Pending badge when asked (Services)', () => {
    renderWithProviders(
      <SuggestionTable
        rows={rows}
        loading={false}
        showPendingBadge
        onAccept={jest.fn()}
        onReject={jest.fn()}
      />,
    );
    expect(screen.getAllByText('Pending')).toHaveLength(3);
  });

  it('reports Accept and Reject for the row clicked', async () => {
    const onAccept = jest.fn();
    const onReject = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <SuggestionTable rows={rows} loading={false} onAccept={onAccept} onReject={onReject} />,
    );
    const row = screen.getAllByRole('row')[2];
    await user.click(within(row).getByRole('button', { name: 'Accept Tele-dermatology' }));
    await user.click(within(row).getByRole('button', { name: 'Reject Tele-dermatology' }));
    expect(onAccept).toHaveBeenCalledWith(rows[1]);
    expect(onReject).toHaveBeenCalledWith(rows[1]);
  });

  it("shows 'No Data' when there is no suggestion", () => {
    renderWithProviders(
      <SuggestionTable rows={[]} loading={false} onAccept={jest.fn()} onReject={jest.fn()} />,
    );
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });
});
