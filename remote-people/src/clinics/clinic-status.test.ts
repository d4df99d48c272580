import { clinicActions } from './clinic-status';

describe('clinicActions', () => {
  it.each([
    ['pending', { block: false, unblock: false, delete: false, review: true }],
    ['active', { block: true, unblock: false, delete: true, review: false }],
    ['blocked', { block: false, unblock: true, delete: true, review: false }],
    ['rejected', { block: false, unblock: false, delete: true, review: false }],
    ['deleted', { block: false, unblock: false, delete: false, review: false }],
  ])('a %s clinic', (status, rules) => {
    expect(clinicActions(status)).toEqual(rules);
  });
});
