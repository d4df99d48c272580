import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { appointmentDetail } from '../../test-fixtures';
import { DoctorCard, PatientCard } from './PeopleCards';

function value(label: string) {
  return screen.getByText(label).nextElementSibling?.textContent;
}

describe('PatientCard', () => {
  it('shows the masked patient the API sent', () => {
    renderWithProviders(<PatientCard appointment={appointmentDetail().appointments} />);
    expect(value('Patient Name')).toBe('J*** D***');
    expect(value('Email')).toBe('j***@e***.com');
    expect(screen.queryByText('Booked By')).not.toBeInTheDocument();
  });

  it("links the patient's name to the patient's record", () => {
    const { appointments } = appointmentDetail();
    renderWithProviders(<PatientCard appointment={appointments} />);
    expect(screen.getByRole('link', { name: 'J*** D***' })).toHaveAttribute(
      'href',
      `/admin/patients/${appointments.user?.uid}`,
    );
  });

  it('shows the person the visit is for, plus the booking user, when booked for someone else', () => {
    const { appointments } = appointmentDetail({ someone_else: '1', full_name: 'Mia Doe' });
    renderWithProviders(<PatientCard appointment={appointments} />);
    expect(value('Patient Name')).toBe('Mia Doe');
    expect(value('Booked By')).toBe('J*** D***');
  });
});

describe('DoctorCard', () => {
  it('shows the rating out of 5, the primary specialty and the clinic', () => {
    renderWithProviders(<DoctorCard doctor={appointmentDetail().appointments.doctor} />);
    expect(value('Doctor Name')).toBe('Dr. Ana Lopez');
    expect(
      within(screen.getByText('Rating').nextElementSibling as HTMLElement).getByText('4.5/5'),
    ).toBeInTheDocument();
    expect(value('Primary Specialty')).toBe('Cardiology');
    expect(value('Clinic')).toBe('Sunrise Clinic');
  });

  it("links the doctor's name to the doctor's record", () => {
    const { doctor } = appointmentDetail().appointments;
    renderWithProviders(<DoctorCard doctor={doctor} />);
    expect(screen.getByRole('link', { name: 'Dr. Ana Lopez' })).toHaveAttribute(
      'href',
      `/admin/doctors/${doctor?.uid}`,
    );
  });

  it("says 'No reviews' for a doctor nobody has rated, not 0.0/5", () => {
    const { doctor } = appointmentDetail().appointments;
    renderWithProviders(<DoctorCard doctor={doctor && { ...doctor, doctor_avg_rating: 0 }} />);
    expect(value('Rating')).toBe('No reviews');
  });

  it("shows a deleted doctor as 'Deleted (name)' and missing values as -", () => {
    renderWithProviders(
      <DoctorCard
        doctor={{
          uid: 'd',
          full_name: 'Dr. Gone',
          status: 'deleted',
          deleted_at: '2026-11-01T00:00:00.000Z',
          doctor_avg_rating: null,
          doctorSpeciality: [],
          clinic: null,
        }}
      />,
    );
    expect(value('Doctor Name')).toBe('Deleted (Dr. Gone)');
    expect(value('Rating')).toBe('No reviews');
    expect(value('Primary Specialty')).toBe('-');
  });
});
