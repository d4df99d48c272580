import type { PatientStatus } from './types';

/** The login type column shows the provider, Local as Email. */
export function loginType(provider: string | null | undefined): string {
  if (!provider) return '-';
  return provider === 'Local' ? 'Email' : provider;
}

export interface PatientActionRules {
  block: boolean;
  unblock: boolean;
  delete: boolean;
}

/** Block only an active patient, Unblock only a blocked one, Delete unless deleted. */
export function patientActions(status: PatientStatus | string): PatientActionRules {
  return { block: status === 'active', unblock: status === 'blocked', delete: status !== 'deleted' };
}
