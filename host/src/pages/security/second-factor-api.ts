import { api, passkeyCeremony } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';

/**
 * The signed-in admin's second factor: the app enrolled or not, the passkeys, the recovery codes
 * left, and `required` when the policy asks one of this admin's role.
 */
export type SecondFactorStatus = ApiAnswer<'/api/account/second-factor', 'get'>;

/** One of the signed-in admin's passkeys. */
export type Passkey = SecondFactorStatus['passkeys'][number];

/** A new authenticator-app key and its otpauth URI (for the QR code). */
export type TotpStart = ApiAnswer<'/api/account/second-factor/totp', 'post'>;

export const secondFactorStatus = () =>
  api
    .get<SecondFactorStatus>('/account/second-factor')
    .then((status) => ({ ...status, passkeys: status.passkeys ?? [] }));
export const startTotp = () => api.post<TotpStart>('/account/second-factor/totp', {});
/** Silent: the form shows a wrong code under its field. */
export const confirmTotp = (code: string) =>
  api.post<ApiAnswer<'/api/account/second-factor/totp/confirm', 'post'>>(
    '/account/second-factor/totp/confirm',
    { code },
    { silent: true },
  );
export const newRecoveryCodes = () =>
  api.post<ApiAnswer<'/api/account/second-factor/recovery-codes', 'post'>>(
    '/account/second-factor/recovery-codes',
    {},
    {
      stepUp: {
        action: 'New recovery codes (the old ones stop working)',
        why: 'changing how you sign in needs a fresh code',
      },
    },
  );
export const turnOffSecondFactor = () =>
  api.delete('/account/second-factor', {
    stepUp: {
      action: 'Turn off your authenticator app (its codes stop working; a passkey, if you have one, stays)',
      why: 'changing how you sign in needs a fresh code',
    },
  });

/**
 * Adds a passkey named `name`: the API's creation options, the browser's new credential, the API's
 * check. Silent: the form shows a failure under its field. The first factor also answers the
 * recovery codes.
 */
export const addPasskey = (name: string) =>
  passkeyCeremony(
    'create',
    () => api.post('/account/passkeys/options', {}, { silent: true }),
    (credential) =>
      api.post<ApiAnswer<'/api/account/passkeys', 'post'>>(
        '/account/passkeys',
        { name, credential },
        { silent: true },
      ),
  );
export const removePasskey = (id: string, name?: string) =>
  api.delete(`/account/passkeys/${encodeURIComponent(id)}`, {
    stepUp: {
      action: `Remove the passkey${name ? ` “${name}”` : ''}`,
      why: 'changing how you sign in needs a fresh code',
    },
  });
