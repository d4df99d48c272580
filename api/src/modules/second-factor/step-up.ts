import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { dollars } from '../../money/dollars.js';
import { secondFactors } from './factors.js';
import { readPolicy } from './policy.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route asks for a fresh second-factor proof (requireFreshProof): `'always'`, or when, in
     * words. The OpenAPI document shows it as `x-fresh-proof`; docs/security.md lists every such
     * route, and a test holds the two equal. requireFreshProof refuses to run on a route without it.
     */
    freshProof?: string;
  }
}

/** How long a second-factor proof lets the session do the guarded actions. */
export const STEP_UP_MINUTES = 5;
export const STEP_UP_MESSAGE = 'Confirm with your authenticator code to continue';
/** The same request to an admin whose only factor is a passkey. */
export const STEP_UP_PASSKEY_MESSAGE = 'Confirm with your passkey to continue';
/** The error's `errors.reason`, which tells the client to ask for a code and try again. */
export const STEP_UP_REASON = 'second_factor_required';

/**
 * Refuses (403) a guarded action unless the session proved a second factor in the last few
 * minutes, so a stolen access token alone cannot move money or hand out powers. An administrator
 * who has no factor (allowed only where the policy does not ask for one) has nothing to prove.
 */
export async function requireFreshProof(
  app: FastifyInstance,
  request: FastifyRequest,
  /** Why this action asks, in words the client's dialog shows ('refunds above $500.00 need a fresh code'). */
  why?: string,
): Promise<void> {
  if (!request.routeOptions.config?.freshProof) {
    // A programming error, caught by the tests: the route's declaration is what the docs list.
    throw new Error(
      `${request.method} ${request.routeOptions.url} asks for a fresh proof but does not declare freshProof`,
    );
  }
  const admin = request.admin!;
  const factors = secondFactors(app);
  if (!(await factors.hasFactor(admin.id))) return;
  const [row] = await app.database.query<{ fresh: boolean }>(
    `select coalesce(second_factor_at > now() - make_interval(mins => $2), false) as fresh
       from admin_sessions where id = $1`,
    [admin.sessionId, STEP_UP_MINUTES],
  );
  if (row?.fresh) return;
  // `methods` tells the client's dialog what to offer (a code field, a passkey button).
  const methods = await factors.methods(admin.id);
  const message =
    methods.includes('totp') || !methods.includes('passkey') ? STEP_UP_MESSAGE : STEP_UP_PASSKEY_MESSAGE;
  throw new HttpError(403, message, { reason: STEP_UP_REASON, methods, ...(why ? { why } : {}) });
}

/** The refund variant: only refunds above the policy's amount need the proof. */
export async function requireFreshProofForRefund(
  app: FastifyInstance,
  request: FastifyRequest,
  amountCents: number,
): Promise<void> {
  const { refund_step_up_above_cents: above } = await readPolicy(app);
  // The policy is the Owner's to read; the refusal names its amount so the Finance admin knows why.
  if (amountCents > above)
    await requireFreshProof(app, request, `refunds above $${dollars(above)} need a fresh code`);
}
