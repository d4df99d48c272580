import * as v from 'valibot';
import { changePasswordSchema, loginSchema, newPasswordSchema, passwordConfirmSchema } from './auth';
import { fieldErrors } from '../../test-support/field-errors';

describe('loginSchema', () => {
  it('requires a username and a password', () => {
    expect(fieldErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Please enter username',
      password: 'Please enter password',
    });
    expect(fieldErrors(loginSchema, { email: '   ', password: 'x' })).toEqual({
      email: 'Please enter username',
    });
  });

  it('wants a basic e-mail pattern', () => {
    for (const email of ['admin', 'admin@', 'admin@host', 'a b@c.io']) {
      expect(fieldErrors(loginSchema, { email, password: 'secret' })).toEqual({
        email: 'Please enter a valid username',
      });
    }
  });

  it('accepts and trims a valid login', () => {
    expect(v.parse(loginSchema, { email: ' admin@example.com ', password: 'secret' })).toEqual({
      email: 'admin@example.com',
      password: 'secret',
    });
  });
});

describe('newPasswordSchema', () => {
  it('requires a password of at least 6 characters', () => {
    expect(fieldErrors(newPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Please enter valid password',
      confirmPassword: 'Confirm Password must be minimum 6 characters',
    });
    expect(fieldErrors(newPasswordSchema, { password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be minimum 6 characters',
      confirmPassword: 'Confirm Password must be minimum 6 characters',
    });
  });

  it('wants the confirmation to match', () => {
    expect(fieldErrors(newPasswordSchema, { password: '123456', confirmPassword: '1234567' })).toEqual({
      confirmPassword: 'Confirm Password must be same as password',
    });
    expect(fieldErrors(newPasswordSchema, { password: '123456', confirmPassword: '123456' })).toEqual({});
  });
});

describe('changePasswordSchema', () => {
  const valid = { currentPassword: 'oldpass', newPassword: 'newpass', confirmPassword: 'newpass' };

  it('requires all three passwords', () => {
    expect(
      fieldErrors(changePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'Please enter current password',
      newPassword: 'Please enter new password',
      confirmPassword: 'Please enter the confirm password',
    });
  });

  it('says "minimum 6" but refuses only below 5 characters, so 5 characters pass', () => {
    expect(
      fieldErrors(changePasswordSchema, {
        currentPassword: '12345',
        newPassword: '12345',
        confirmPassword: '12345',
      }),
    ).toEqual({});
    expect(
      fieldErrors(changePasswordSchema, {
        currentPassword: '1234',
        newPassword: '1234',
        confirmPassword: '1234',
      }),
    ).toEqual({
      currentPassword: 'Current Password must be minimum 6 characters',
      newPassword: 'New Password must be minimum 6 characters',
      confirmPassword: 'Confirm Password must be minimum 6 characters',
    });
    expect(fieldErrors(changePasswordSchema, valid)).toEqual({});
  });

  it('wants the confirmation to equal the new password', () => {
    expect(fieldErrors(changePasswordSchema, { ...valid, confirmPassword: 'newpas5' })).toEqual({
      confirmPassword: 'Confirm Password must be same as new password',
    });
  });
});

describe('passwordConfirmSchema', () => {
  it('requires the password', () => {
    expect(fieldErrors(passwordConfirmSchema, { password: '' })).toEqual({
      password: 'Please enter password',
    });
    expect(fieldErrors(passwordConfirmSchema, { password: 'x' })).toEqual({});
  });
});
