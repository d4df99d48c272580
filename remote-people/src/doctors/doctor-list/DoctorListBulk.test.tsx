import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRequest, fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { toaster } from '@telehealth/shared/ui';
import type { DoctorSummary } from '../types';
import { doctorRow } from './doctor-fixture';
import { DoctorListPage } from './DoctorListPage';

function doctor(uid: string, name: string, status: DoctorSummary['status']): DoctorSummary {
  return doctorRow(uid, name, { status });
}

const DOCTORS = [
  doctor('d-1', 'Victoria Hale', 'pending'),
  doctor('d-2', 'Carter Nguyen', 'active'),
  doctor('d-3', 'James Whitaker', 'pending'),
];

const list = () => ({ data: { doctors: DOCTORS, specialities: [], count: DOCTORS.length, limit: 20 } });
const bulkCalls = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path.startsWith('/user/bulk'));

beforeEach(() => toaster.remove());
jest.setTimeout(20_000);

describe('DoctorListPage: bulk actions', () => {
  it('offers only Block on a list filtered to a status with no pending doctor (the menu opens Active)', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /doctor': list, 'GET /user/dashboard': { data: {} } });
    renderWithProviders(<DoctorListPage />, { route: '/admin/doctors?doctor_status=active' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Carter Nguyen' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Block', 'Clear selection']);
  });

  it('approves the selected doctors in one call and lists the refused one with its reason', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      'GET /doctor': list,
      'GET /user/dashboard': { data: {} },
      'POST /user/bulk/review': {
        message: '2 done, 1 refused',
        data: {
          done: 2,
          refused: 1,
          results: [
            { id: 'd-1', outcome: 'done' },
            {
              id: 'd-2',
              outcome: 'refused',
              reason: 'Only a pending doctor can be approved (status: active)',
            },
            { id: 'd-3', outcome: 'done' },
          ],
        },
      },
    });
    renderWithProviders(<DoctorListPage />, { route: '/admin/doctors' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Victoria Hale' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Carter Nguyen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select James Whitaker' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('3 selected');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject', 'Block', 'Clear selection']);
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve 3 doctors?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    const report = await screen.findByRole('dialog', { name: '2 done, 1 refused' });
    expect(report).toHaveTextContent('Carter Nguyen: Only a pending doctor can be approved (status: active)');
    expect(bulkCalls(requests)).toHaveLength(1);
    expect(bulkCalls(requests)[0]).toMatchObject({
      method: 'POST',
      path: '/user/bulk/review',
      body: { action: 'accept', uids: ['d-1', 'd-2', 'd-3'] },
    });
    // The list reads again.
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/doctor').length).toBeGreaterThan(2),
    );
  });

  it('blocks with the password entered once: a wrong one shows the API message and keeps the dialog', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      'GET /doctor': list,
      'GET /user/dashboard': { data: {} },
      'POST /user/bulk/block': (request) =>
        (request.body as { password: string }).password === 'Admin@12345'
          ? {
              data: {
                done: 2,
                refused: 0,
                results: [
                  { id: 'd-1', outcome: 'done' },
                  { id: 'd-2', outcome: 'done' },
                ],
              },
            }
          : { status: 403, message: 'Incorrect password' },
    });
    renderWithProviders(<DoctorListPage />, { route: '/admin/doctors' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Victoria Hale' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Carter Nguyen' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block 2 doctors?' });
    await user.type(within(dialog).getByLabelText('Password'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Block 2 doctors?' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Admin@12345');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('2 done, 0 refused')).toBeInTheDocument();
    expect(bulkCalls(requests).map((request) => request.body)).toEqual([
      { uids: ['d-1', 'd-2'], password: 'nope' },
      { uids: ['d-1', 'd-2'], password: 'Admin@12345' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument(),
    );
  });
});
