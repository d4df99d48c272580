import { appointmentStatusLabel } from './appointment-status';

describe('appointmentStatusLabel', () => {
  it("shows pending, ongoing, completed and cancelled as 'Pending', 'On Going', 'Completed' and 'Canceled'", () => {
    expect(appointmentStatusLabel('pending')).toBe('Pending');
    expect(appointmentStatusLabel('ongoing')).toBe('On Going');
    expect(appointmentStatusLabel('completed')).toBe('Completed');
    expect(appointmentStatusLabel('cancelled')).toBe('Canceled');
  });

  it('shows an unknown status as it came, and a missing one as -', () => {
    expect(appointmentStatusLabel('no_show')).toBe('no_show');
    expect(appointmentStatusLabel(null)).toBe('-');
  });
});
