import { screen, within } from '@testing-library/react';
import { Settings } from 'luxon';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { appointmentDetail } from '../../test-fixtures';
import { ServiceDetailsCard, ServicesBookedCard } from './ServiceCards';

beforeAll(() => {
  Settings.defaultZone = 'America/New_York';
});
afterAll(() => {
  Settings.defaultZone = 'system';
});

function value(label: string) {
  return screen.getByText(label).nextElementSibling?.textContent;
}

describe('ServiceDetailsCard', () => {
  it('shows a video visit with its date as MM/DD/YY - hh:mm a', () => {
    renderWithProviders(<ServiceDetailsCard appointment={appointmentDetail().appointments} />);
    expect(value('Service Type')).toBe('Video Visit');
    expect(value('Service Date')).toBe('11/23/26 - 09:05 am');
  });

  it('shows a clinic visit with its address', () => {
    const { appointments } = appointmentDetail({
      booking_type: 'in_clinic',
      service_address: '12 Main St, Austin',
    });
    renderWithProviders(<ServiceDetailsCard appointment={appointments} />);
    expect(value('Service Type')).toBe('Clinic');
    expect(value('Service Location')).toBe('12 Main St, Austin');
  });
});

describe('ServicesBookedCard', () => {
  it('lists the services booked with their time in hours and minutes', () => {
    const { appointments } = appointmentDetail({
      booked_services: [
        { uid: 's1', cost: '90.00', required_time: '01:30', services: { name: 'Skin check' } },
        { uid: 's2', cost: '60', required_time: '00:45', services: { name: 'Consult' } },
      ],
    });
    renderWithProviders(<ServicesBookedCard appointment={appointments} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Skin check', '1 hr 30 min', '$90.00']);
    expect(rows[1]).toHaveTextContent('45 min');
  });

  it('shows one Video Visit or General Appointment row with the duration in minutes when none were booked', () => {
    const video = appointmentDetail({ service_duration: 30 }).appointments;
    const { rerender } = renderWithProviders(<ServicesBookedCard appointment={video} />);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Video Visit30 min$150.00');
    const clinic = appointmentDetail({ booking_type: 'in_clinic', service_duration: 45 }).appointments;
    rerender(<ServicesBookedCard appointment={clinic} />);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('General Appointment45 min');
  });
});
