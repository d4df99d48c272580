import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRequest, fakeApi } from '@telehealth/shared/test-support/fake-api';
import { LocationProbe, renderWithProviders } from '@telehealth/shared/test-support/render';
import { doctorRow } from './doctor-fixture';
import { DoctorListPage } from './DoctorListPage';

function doctor(uid: string, name: string, expired: number, total: number) {
  return doctorRow(uid, name, {
    expired_license: expired,
    total_license: total,
    is_license_expired: expired > 0,
  });
}

const EXPIRED = [doctor('d-1', 'Victoria Hale', 1, 2), doctor('d-2', 'Carter Nguyen', 2, 2)];
const CURRENT = [doctor('d-3', 'James Whitaker', 0, 1)];

/** GET /doctor as the API answers it: the license filter of `where` picks the rows. */
function doctorList(request: FakeRequest) {
  const where = JSON.parse(request.query.get('where') ?? '{}') as Record<string, unknown>;
  if (where.status === 'pending') return { data: { doctors: [], specialities: [], count: 0, limit: 1 } };
  let doctors = [...EXPIRED, ...CURRENT];
  if (where.is_license_expired === true) doctors = EXPIRED;
  if (where.is_license_expired === false) doctors = CURRENT;
  return { data: { doctors, specialities: [], count: doctors.length, limit: 20 } };
}

const listRequests = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path === '/doctor' && !r.query.get('where')?.includes('pending'));
const lastWhere = (requests: FakeRequest[]) =>
  JSON.parse(listRequests(requests).at(-1)?.query.get('where') ?? 'null') as Record<string, unknown> | null;
const shownNames = () =>
  within(screen.getAllByRole('table')[0])
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('DoctorListPage: the License Expired filter', () => {
  it.each([
    ['Expired', 'Expired'],
    ['expired', 'Expired'],
    ['EXPIRED', 'Expired'],
  ])(
    '?is_license_expired=%s (the dashboard card links with Expired) lists only the expired doctors',
    async (value) => {
      const requests = fakeApi({ 'GET /doctor': doctorList });
      renderWithProviders(<DoctorListPage />, { route: `/admin/doctors?is_license_expired=${value}` });
      await screen.findByRole('link', { name: 'Victoria Hale' });
      expect(lastWhere(requests)).toEqual({ is_license_expired: true });
      expect(shownNames()).toEqual(['Victoria Hale', 'Carter Nguyen']);
      expect(screen.getByRole('combobox', { name: 'License Expired' })).toHaveValue('Expired');
      expect(
        (screen.getByRole('combobox', { name: 'License Expired' }) as HTMLSelectElement).selectedOptions[0]
          .text,
      ).toBe('Expired');
    },
  );

  it.each(['Active', 'active'])(
    '?is_license_expired=%s lists only doctors with no expired license',
    async (value) => {
      const requests = fakeApi({ 'GET /doctor': doctorList });
      renderWithProviders(<DoctorListPage />, { route: `/admin/doctors?is_license_expired=${value}` });
      await screen.findByRole('link', { name: 'James Whitaker' });
      expect(lastWhere(requests)).toEqual({ is_license_expired: false });
      expect(shownNames()).toEqual(['James Whitaker']);
      expect(screen.getByRole('combobox', { name: 'License Expired' })).toHaveValue('Active');
    },
  );

  it('an unknown value lists every doctor and shows All', async () => {
    const requests = fakeApi({ 'GET /doctor': doctorList });
    renderWithProviders(<DoctorListPage />, { route: '/admin/doctors?is_license_expired=soon' });
    await screen.findByRole('link', { name: 'James Whitaker' });
    expect(lastWhere(requests)).toBeNull();
    expect(shownNames()).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'License Expired' })).toHaveValue('');
  });

  it('choosing Expired writes is_license_expired=Expired to the URL and asks for the expired doctors', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({ 'GET /doctor': doctorList });
    renderWithProviders(
      <>
        <DoctorListPage />
        <LocationProbe />
      </>,
      { route: '/admin/doctors' },
    );
    await screen.findByRole('link', { name: 'James Whitaker' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'License Expired' }), 'Expired');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/doctors?is_license_expired=Expired'),
    );
    await waitFor(() => expect(shownNames()).toEqual(['Victoria Hale', 'Carter Nguyen']));
    expect(lastWhere(requests)).toEqual({ is_license_expired: true });
  });
});
