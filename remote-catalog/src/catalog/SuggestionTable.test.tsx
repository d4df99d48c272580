import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { queryClient } from '@telehealth/shared/query';
import { OWNER } from '@telehealth/shared/test-support/session-admin';
import { toaster } from '@telehealth/shared/ui';
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
      <SuggestionTable
        queue="suggested-specialties"
        rows={rows}
        loading={false}
        onAccept={jest.fn()}
        onReject={jest.fn()}
      />,
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
        queue="suggested-services"
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
      <SuggestionTable
        queue="suggested-specialties"
        rows={rows}
        loading={false}
        onAccept={onAccept}
        onReject={onReject}
      />,
    );
    const row = screen.getAllByRole('row')[2];
    await user.click(within(row).getByRole('button', { name: 'Accept Tele-dermatology' }));
    await user.click(within(row).getByRole('button', { name: 'Reject Tele-dermatology' }));
    expect(onAccept).toHaveBeenCalledWith(rows[1]);
    expect(onReject).toHaveBeenCalledWith(rows[1]);
  });

  it("shows 'No Data' when there is no suggestion", () => {
    renderWithProviders(
      <SuggestionTable
        queue="suggested-specialties"
        rows={[]}
        loading={false}
        onAccept={jest.fn()}
        onReject={jest.fn()}
      />,
    );
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });

  describe("the Assignee column's row actions", () => {
    const OLIVIA = { uid: 'a1', full_name: 'Olivia Operations', role: 'operations' };
    const OSCAR = { uid: 'a2', full_name: 'Oscar Operations', role: 'operations' };
    const assignable = { data: { admins: [{ ...OWNER, uid: OWNER.uid }, OLIVIA, OSCAR], can_assign: true } };
    const assignment = (assignee: { uid: string; full_name: string } | null) => ({
      data: {
        assignment: { queue: 'suggested-specialties', key: 's1', assignee, assigned_at: null, open: true },
      },
    });
    beforeEach(() => toaster.remove());

    const table = () =>
      renderWithProviders(
        <SuggestionTable
          queue="suggested-specialties"
          rows={rows}
          loading={false}
          onAccept={jest.fn()}
          onReject={jest.fn()}
        />,
      );

    it('assigns an unassigned suggestion to me, sending whom the row showed; says so', async () => {
      const requests = fakeApi({
        'GET /assignments/suggested-specialties/assignable': assignable,
        'PUT /assignments/suggested-specialties/s1': assignment({
          uid: OWNER.uid,
          full_name: OWNER.full_name,
        }),
      });
      const user = userEvent.setup();
      table();
      await user.click(await screen.findByRole('button', { name: 'Assign Sleep Medicine' }));
      const menu = await screen.findByRole('menu');
      expect(await within(menu).findByRole('menuitem', { name: 'Assign to Oscar Operations' })).toBeVisible();
      // Nobody has it: nothing to unassign, and I am not offered as a teammate.
      expect(within(menu).queryByRole('menuitem', { name: 'Unassign' })).not.toBeInTheDocument();
      expect(
        within(menu).queryByRole('menuitem', { name: `Assign to ${OWNER.full_name}` }),
      ).not.toBeInTheDocument();
      await user.click(within(menu).getByRole('menuitem', { name: 'Assign to me' }));
      expect(await screen.findByText('Assigned to you')).toBeInTheDocument();
      const put = requests.find((r) => r.method === 'PUT');
      expect(put?.path).toBe('/assignments/suggested-specialties/s1');
      expect(put?.body).toEqual({ assignee_uid: OWNER.uid, expected_assignee_uid: null });
    });

    it('hands an assigned suggestion to a teammate or unassigns it, expecting its assignee', async () => {
      const requests = fakeApi({
        'GET /assignments/suggested-specialties/assignable': assignable,
        'PUT /assignments/suggested-specialties/s2': assignment(null),
      });
      const user = userEvent.setup();
      table();
      await user.click(await screen.findByRole('button', { name: 'Assign Tele-dermatology' }));
      let menu = await screen.findByRole('menu');
      // Olivia has it: she is not offered again.
      await within(menu).findByRole('menuitem', { name: 'Assign to Oscar Operations' });
      expect(
        within(menu).queryByRole('menuitem', { name: 'Assign to Olivia Operations' }),
      ).not.toBeInTheDocument();
      await user.click(within(menu).getByRole('menuitem', { name: 'Assign to Oscar Operations' }));
      expect(await screen.findByText('Assigned to Oscar Operations')).toBeInTheDocument();

      await user.click(await screen.findByRole('button', { name: 'Assign Tele-dermatology' }));
      menu = await screen.findByRole('menu');
      await user.click(await within(menu).findByRole('menuitem', { name: 'Unassign' }));
      // The toast, beside the two rows nobody has.
      await waitFor(() => expect(screen.getAllByText('Unassigned')).toHaveLength(3));
      await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
      expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
        { assignee_uid: OSCAR.uid, expected_assignee_uid: OLIVIA.uid },
        { assignee_uid: null, expected_assignee_uid: OLIVIA.uid },
      ]);
    });

    it("shows the server's refusal (another admin took it meanwhile)", async () => {
      fakeApi({
        'GET /assignments/suggested-specialties/assignable': assignable,
        'PUT /assignments/suggested-specialties/s1': {
          status: 409,
          message: 'Oscar Operations already has this suggested specialty',
        },
      });
      const user = userEvent.setup();
      table();
      await user.click(await screen.findByRole('button', { name: 'Assign Sleep Medicine' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Assign to me' }));
      expect(
        await screen.findByText('Oscar Operations already has this suggested specialty'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Assigned to you')).not.toBeInTheDocument();
    });

    it('offers no row action to a role that may not assign suggestions (the API says so)', async () => {
      fakeApi({
        'GET /assignments/suggested-specialties/assignable': {
          data: { ...assignable.data, can_assign: false },
        },
      });
      table();
      await waitFor(() =>
        expect(
          queryClient.getQueryState(['assignments', 'suggested-specialties', 'assignable'])?.status,
        ).toBe('success'),
      );
      expect(screen.getAllByText('Unassigned')).toHaveLength(2);
      expect(screen.queryByRole('button', { name: /^Assign / })).not.toBeInTheDocument();
    });
  });
});
