// What other modules may use of the second factor: the sign-in's checks and the step-up guard.
export { type FactorMethod, secondFactors } from './factors.js';
export { roleRequiresFactor } from './policy.js';
export { applyPolicyToSessions } from './policy-sessions.js';
export {
  requireFreshProof,
  requireFreshProofForRefund,
  STEP_UP_MESSAGE,
  STEP_UP_REASON,
} from './step-up.js';
export { secondFactorRoutes } from './routes.js';
export { passkeys, WRONG_PASSKEY_MESSAGE } from './passkeys.js';
export { authenticationCredential } from './schemas.js';
