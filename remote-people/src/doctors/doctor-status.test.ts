import { doctorActions, doctorBadge } from './doctor-status';

describe('doctorBadge', () => {
  it.each([
    ['pending', 'complete', 'Verification Pending', 'warning'],
    ['active', 'complete', 'Active', 'success'],
    ['active', 'incomplete', 'Profile Incomplete', 'warning'],
    ['blocked', 'complete', 'Blocked', 'danger'],
    ['rejected', 'incomplete', 'Rejected', 'danger'],
  ])('status %s with a %s profile reads %s', (status, profile_status, label, tone) => {
    expect(doctorBadge({ status, profile_status })).toEqual({ label, tone });
  });
});

describe('doctorActions', () => {
  it('hides the menu for deleted and pending doctors', () => {
    expect(doctorActions('deleted').showMenu).toBe(false);
    expect(doctorActions('pending').showMenu).toBe(false);
    expect(doctorActions('pending').delete).toBe(false);
  });

  it('offers Block, Change Password and Delete to an active doctor', () => {
    expect(doctorActions('active')).toEqual({
      showMenu: true,
      block: true,
      unblock: false,
      changePassword: { shown: true, disabled: false },
      delete: true,
    });
  });

  it('offers Block to a deactivated doctor', () => {
    expect(doctorActions('deactivated').block).toBe(true);
  });

  it('offers Unblock and disables Change Password for a blocked doctor', () => {
    const rules = doctorActions('blocked');
    expect(rules.block).toBe(false);
    expect(rules.unblock).toBe(true);
    expect(rules.changePassword).toEqual({ shown: true, disabled: true });
    expect(rules.delete).toBe(true);
  });

  it('offers only Delete to a rejected doctor', () => {
    const rules = doctorActions('rejected');
    expect([rules.block, rules.unblock, rules.delete]).toEqual([false, false, true]);
  });
});
