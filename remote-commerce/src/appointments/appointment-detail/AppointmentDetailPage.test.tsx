import { ApiError } from '@telehealth/shared/api';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { appointmentDetail, CALLS } from '../../test-fixtures';
import { fetchAppointment, fetchCalls } from '../api';
import { AppointmentDetailPage } from './AppointmentDetailPage';

jest.mock('../api', () => ({ fetchAppointment: jest.fn(), fetchCalls: jest.fn() }));

function renderAt(uid: string) {
  renderWithProviders(
    <Routes>
      <Route path="/admin/appointments/:uid" element={<AppointmentDetailPage />} />
    </Routes>,
    { route: `/admin/appointments/${uid}` },
  );
}

beforeEach(() => jest.clearAllMocks());

// Whole-page flows with many typed keystrokes: allow for a busy machine.
jest.setTimeout(20_000);

describe('AppointmentDetailPage', () => {
  it('loads the appointment by uid, and its calls, with the review', async () => {
    jest
      .mocked(fetchAppointment)
      .mockResolvedValue(
        appointmentDetail(
          {},
          { review: { rating: 5, comments: 'Great', patient: { full_name: 'J*** D***' } } },
        ),
      );
    jest.mocked(fetchCalls).mockResolvedValue(CALLS);
    renderAt('appt-uid-1');
    const heading = await screen.findByRole('heading', { name: 'Appointment ID: APT1001' });
    expect(heading.parentElement).toHaveTextContent('Completed');
    expect(await screen.findByText('CALL-9001')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rating & Review' })).toBeInTheDocument();
    expect(fetchAppointment).toHaveBeenCalledWith('appt-uid-1', expect.anything());
    expect(fetchCalls).toHaveBeenCalledWith('appt-uid-1', expect.anything());
  });

  it('has no review card without a review', async () => {
    jest.mocked(fetchAppointment).mockResolvedValue(appointmentDetail());
    jest.mocked(fetchCalls).mockResolvedValue([]);
    renderAt('appt-uid-1');
    await screen.findByRole('heading', { name: 'Appointment ID: APT1001' });
    expect(screen.queryByRole('heading', { name: 'Rating & Review' })).not.toBeInTheDocument();
  });

  it("says 'Appointment not found' for an unknown uid", async () => {
    jest.mocked(fetchAppointment).mockRejectedValue(new ApiError(404, 'Appointment not found'));
    renderAt('nope');
    expect(await screen.findByRole('status')).toHaveTextContent('Appointment not found');
    expect(screen.getByRole('link', { name: 'Back to Appointments' })).toHaveAttribute(
      'href',
      '/admin/appointments',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
