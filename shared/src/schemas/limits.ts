// Business limits (lengths, minimums, caps) for the forms more than one app has (sign-in, password,
// settings); inputs use them as maxLength too. A limit only one remote's form has lives in that remote.
export const PASSWORD_MIN = 6;
/**
 * Settings → Change Password keeps the product's historic rule: its messages say "minimum 6" but
 * only a password shorter than 5 characters is refused, so 5 characters are accepted there.
 */
export const CHANGE_PASSWORD_MIN = 5;
export const ADMIN_EMAIL_MAX = 50;
export const PERCENT_MAX = 99;
