import { api, passkeyCeremony } from '@telehealth/shared/api';

export interface Passkey {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface SecondFactorStatus {
  totp: boolean;
  passkeys: Passkey[];
  recovery_codes_left: number;
  /** The policy asks a second factor of this admin's role. */
  required: boolean;
}

export interface TotpStart {
  secret: string;
  otpauth_uri: string;
}

export const secondFactorStatus = () =>
  api
    .get<SecondFactorStatus>('/account/second-factor')
    .then((status) => ({ ...status, passkeys: status.passkeys ?? [] }));
export const startTotp = () => api.post<TotpStart>('/account/second-factor/totp', {});
/** Silent: the form shows a wrong code under its field. */
export const confirmTotp = (code: string) =>
  api.post<{ recovery_codes: string[] }>('/account/second-factor/totp/confirm', { code }, { silent: true });
export const newRecoveryCodes = () =>
  api.post<{ recovery_codes: string[] }>('/account/second-factor/recovery-codes', {});
export const turnOffSecondFactor = () => api.delete('/account/second-factor');

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
      api.post<{ passkey: Passkey; recovery_codes?: string[] }>(
        '/account/passkeys',
        { name, credential },
        { silent: true },
      ),
  );
export const removePasskey = (id: string) => api.delete(`/account/passkeys/${encodeURIComponent(id)}`);
