import type { ClinicStatus } from './types';

export interface ClinicActionRules {
  block: boolean;
  unblock: boolean;
  delete: boolean;
  /** Approve and Reject. */
  review: boolean;
}

/**
 * Block and Unblock for active or blocked clinics (whichever applies), Delete unless
 * pending (or already deleted), Approve / Reject while pending.
 */
export function clinicActions(status: ClinicStatus | string): ClinicActionRules {
  return {
    block: status === 'active',
    unblock: status === 'blocked',
    delete: status !== 'pending' && status !== 'deleted',
    review: status === 'pending',
  };
}
