import * as v from 'valibot';
import { CHANGE_PASSWORD_MIN, PASSWORD_MIN } from './limits';
import { emailText } from './rules';

const password = (emptyMessage: string) => v.pipe(v.string(), v.nonEmpty(emptyMessage));

/** A password of at least `min` characters (PASSWORD_MIN unless told). */
const longPassword = (emptyMessage: string, shortMessage: string, min = PASSWORD_MIN) =>
  v.pipe(password(emptyMessage), v.minLength(min, shortMessage));

export const loginSchema = v.object({
  email: emailText('Please enter username', 'Please enter a valid username'),
  password: password('Please enter password'),
});
export type LoginValues = v.InferOutput<typeof loginSchema>;

export const forgotPasswordSchema = v.object({
  email: emailText('Please enter email', 'Please enter a valid email'),
});
export type ForgotPasswordValues = v.InferOutput<typeof forgotPasswordSchema>;

/** Set-new-password step of the reset flow. */
export const newPasswordSchema = v.pipe(
  v.object({
    password: longPassword('Please enter valid password', 'Password must be minimum 6 characters'),
    // An empty confirmation is below the minimum too, and gets that message: it has no other.
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
 * Settings → Account. Each field's message says "minimum 6", but as in the product's rules only a
 * password shorter than CHANGE_PASSWORD_MIN (5) is refused: 5 characters pass.
 */
export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: longPassword(
      'Please enter current password',
      'Current Password must be minimum 6 characters',
      CHANGE_PASSWORD_MIN,
    ),
    newPassword: longPassword(
      'Please enter new password',
      'New Password must be minimum 6 characters',
      CHANGE_PASSWORD_MIN,
    ),
    confirmPassword: longPassword(
      'Please enter the confirm password',
      'Confirm Password must be minimum 6 characters',
      CHANGE_PASSWORD_MIN,
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
