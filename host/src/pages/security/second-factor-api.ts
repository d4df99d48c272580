import { api } from '@telehealth/shared/api';

export interface SecondFactorStatus {
  totp: boolean;
  recovery_codes_left: number;
  /** The policy asks a second factor of this admin's role. */
  required: boolean;
}

export interface TotpStart {
  secret: string;
  otpauth_uri: string;
}

export const secondFactorStatus = () => api.get<SecondFactorStatus>('/account/second-factor');
export const startTotp = () => api.post<TotpStart>('/account/second-factor/totp', {});
/** Silent: the form shows a wrong code under its field. */
export const confirmTotp = (code: string) =>
  api.post<{ recovery_codes: string[] }>('/account/second-factor/totp/confirm', { code }, { silent: true });
export const newRecoveryCodes = () =>
  api.post<{ recovery_codes: string[] }>('/account/second-factor/recovery-codes', {});
export const turnOffSecondFactor = () => api.delete('/account/second-factor');
