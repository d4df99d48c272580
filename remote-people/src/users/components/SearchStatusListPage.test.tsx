import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRequest, fakeApi } from '@telehealth/shared/test-support/fake-api';
import { LocationProbe, renderWithProviders } from '@telehealth/shared/test-support/render';
import { ClinicListPage } from '../../clinics/clinic-list/ClinicListPage';
import type { ClinicSummary } from '../../clinics/types';
import { PatientListPage } from '../../patients/patient-list/PatientListPage';

function user(uid: string, name: string, status: ClinicSummary['status']): ClinicSummary {
  return {
    uid,
    id: 1,
    role_id: 4,
    full_name: name,
    email: `${uid}@example.com`,
    phone: null,
    npi: null,
    provider: 'Local',
    status,
    active: 1,
    appt_count: 0,
    image_url: null,
    created_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
  };
}

const ROWS = [user('u-1', 'Harbor Clinic', 'pending'), user('u-2', 'Bay Clinic', 'blocked')];

/** GET /user as the API answers it: the status of `where` picks the rows. */
function userList(request: FakeRequest) {
  const where = JSON.parse(request.query.get('where') ?? '{}') as Record<string, unknown>;
  const users = ROWS.filter((row) => !where.status || row.status === where.status);
  return { data: { users, count: users.length, limit: 20 } };
}

const lastWhere = (requests: FakeRequest[]) =>
  JSON.parse(
    requests
      .filter((r) => r.path === '/user')
      .at(-1)
      ?.query.get('where') ?? 'null',
  );
const shownNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the patients and clinics lists (search and status)', () => {
  it("reads the status from the URL, asks for that role's users with it and shows the rows", async () => {
    const requests = fakeApi({ 'GET /user': userList });
    renderWithProviders(<ClinicListPage />, { route: '/admin/clinics?status=blocked' });
    await waitFor(() => expect(shownNames()).toEqual(['Bay Clinic']));
    expect(lastWhere(requests)).toEqual({ role_id: 4, status: 'blocked' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('blocked');
  });

  it('choosing a status writes it to the URL and asks again; Clear removes it', async () => {
    const userEvents = userEvent.setup();
    const requests = fakeApi({ 'GET /user': userList });
    renderWithProviders(
      <>
        <PatientListPage />
        <LocationProbe />
      </>,
      { route: '/admin/patients' },
    );
    await waitFor(() => expect(shownNames()).toEqual(['Harbor Clinic', 'Bay Clinic']));
    expect(lastWhere(requests)).toEqual({ role_id: 2 });
    await userEvents.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'blocked');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/patients?status=blocked'),
    );
    await waitFor(() => expect(shownNames()).toEqual(['Bay Clinic']));
    expect(lastWhere(requests)).toEqual({ role_id: 2, status: 'blocked' });
    await userEvents.click(screen.getByRole('button', { name: /clear/i }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/patients$/));
  });
});
