import { loginType, patientActions } from './patient-status';

describe('loginType', () => {
  it('shows Local as Email and other providers as they are', () => {
    expect(loginType('Local')).toBe('Email');
    expect(loginType('Google')).toBe('Google');
    expect(loginType(null)).toBe('-');
  });
});

describe('patientActions', () => {
  it.each([
    ['active', { block: true, unblock: false, delete: true }],
    ['blocked', { block: false, unblock: true, delete: true }],
    ['pending', { block: false, unblock: false, delete: true }],
    ['rejected', { block: false, unblock: false, delete: true }],
    ['deleted', { block: false, unblock: false, delete: false }],
  ])('a %s patient', (status, rules) => {
    expect(patientActions(status)).toEqual(rules);
  });
});
