import * as v from 'valibot';
import { PASSWORD_MIN } from './limits';
import { BASIC_EMAIL } from './rules';

const password = (emptyMessage: string) => v.pipe(v.string(), v.nonEmpty(emptyMessage));

export const loginSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please enter username'),
    v.regex(BASIC_EMAIL, 'Please enter a valid username'),
  ),
  password: password('Please enter password'),
});
export type LoginValues = v.InferOutput<typeof loginSchema>;

export const forgotPasswordSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please enter email'),
    v.regex(BASIC_EMAIL, 'Please enter a valid email'),
  ),
});
export type ForgotPasswordValues = v.InferOutput<typeof forgotPasswordSchema>;

/** Set-new-password step of the reset flow. */
export const newPasswordSchema = v.pipe(
  v.object({
    password: v.pipe(
      password('Please enter valid password'),
      v.minLength(PASSWORD_MIN, 'Password must be minimum 6 characters'),
    ),
    // An empty confirmation is below the minimum too: the spec gives it no other message.
    confirmPassword: v.pipe(
      v.string(),
      v.minLength(PASSWORD_MIN, 'Confirm Password must be minimum 6 characters'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'Confirm Password must be same as password',
    ),
    ['confirmPassword'],
  ),
);
export type NewPasswordValues = v.InferOutput<typeof newPasswordSchema>;

/**
 * Settings → Account. The old build let 5 characters through while saying "minimum 6" (spec 5);
 * this enforces the stated 6.
 */
export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(
      password('Please enter current password'),
      v.minLength(PASSWORD_MIN, 'Current Password must be minimum 6 characters'),
    ),
    newPassword: v.pipe(
      password('Please enter new password'),
      v.minLength(PASSWORD_MIN, 'New Password must be minimum 6 characters'),
    ),
    confirmPassword: v.pipe(
      password('Please enter the confirm password'),
      v.minLength(PASSWORD_MIN, 'Confirm Password must be minimum 6 characters'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      'Confirm Password must be same as new password',
    ),
    ['confirmPassword'],
  ),
);
export type ChangePasswordValues = v.InferOutput<typeof changePasswordSchema>;

/** The password re-entered to block, unblock or delete. */
export const passwordConfirmSchema = v.object({
  password: password('Please enter password'),
});
export type PasswordConfirmValues = v.InferOutput<typeof passwordConfirmSchema>;
