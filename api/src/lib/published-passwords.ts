/**
 * Passwords written somewhere in this repository (the demo team's in the README and the seed,
 * compose's, the Kubernetes Secret's placeholders, the tests' longer ones): anyone can read them, so
 * none may open a deployed admin. `published-passwords.test.ts` scans the repository's files for
 * password-like literals and fails when one that the first Owner's rules would accept is missing here.
 */
export const PUBLISHED_PASSWORDS = [
  'Admin@12345',
  'Operations@12345',
  'Finance@12345',
  'Support@12345',
  'Auditor@12345',
  'REPLACE-ME',
  'REPLACE-WITH-openssl-rand-base64-32',
  'changeme',
  'change-me',
  'password',
  'telehealth',
  // The tests' own, long enough to pass the length rule.
  'New-Secret-1',
  'Second@12345',
  'Finance@2fa1',
  'Finance@e2e1',
  'Support@e2e1',
] as const;

/** The first Owner's password (ADMIN_PASSWORD on a production start): at least this long. */
export const FIRST_OWNER_PASSWORD_MIN_LENGTH = 12;

const published = PUBLISHED_PASSWORDS.map((password) => password.toLowerCase());

/**
 * Why `password` may not be the first Owner's, or null when it may: long enough, not one repeated
 * character pattern, and neither a published password nor one with a published password inside it
 * (`Admin@123456`, `changeme-now`), whatever the letters' case. Placeholders (`REPLACE-…`) too.
 */
export function firstOwnerPasswordProblem(password: string): string | null {
  const lower = password.toLowerCase();
  if (lower.startsWith('replace') || published.some((known) => lower.includes(known)))
    return 'is a password written in this product’s repository (README, compose, Kubernetes placeholders): anyone can read it';
  if (password.length < FIRST_OWNER_PASSWORD_MIN_LENGTH)
    return `must be at least ${FIRST_OWNER_PASSWORD_MIN_LENGTH} characters`;
  if (new Set(password).size < 5) return 'must not repeat a few characters';
  return null;
}
