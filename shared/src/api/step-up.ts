import { ApiError } from './api-error';

/** What the API's refusal of a guarded action without a fresh second-factor proof carries. */
export const STEP_UP_REASON = 'second_factor_required';

/** How the admin can prove a second factor, as the API's refusal names them. */
export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery_code';

/**
 * Asks the admin for a second-factor proof (a code, or a passkey when `methods` offers one) and
 * sends it; resolves once the proof is given, rejects when the admin cancels. The host registers
 * one (its dialog).
 */
export type StepUpHandler = (
  message: string,
  methods?: SecondFactorMethod[],
  context?: StepUpContext,
) => Promise<void>;

/**
 * What the step-up dialog says is being confirmed, given by the call that may need it: the action
 * with its amount or role ('Refund $514.80 on APT1000262') and why it asks ('large refunds need a
 * fresh code').
 */
export interface StepUpContext {
  action: string;
  why?: string;
}

/** The methods a step-up refusal names (none from an API that does not say). */
export function stepUpMethods(error: unknown): SecondFactorMethod[] {
  const methods = ((error as ApiError | undefined)?.errors as { methods?: unknown } | undefined)?.methods;
  return Array.isArray(methods) ? methods.filter((m): m is SecondFactorMethod => typeof m === 'string') : [];
}

let handler: StepUpHandler | null = null;
let loader: (() => void) | null = null;
let waitingForHandler: Array<() => void> = [];

/** How long a guarded action waits for the dialog's code to arrive before the refusal stands. */
const HANDLER_WAIT_MS = 10_000;

/** Set by the host once; null removes it (tests). */
export function setStepUpHandler(next: StepUpHandler | null): void {
  handler = next;
  if (!next) return;
  for (const resolve of waitingForHandler) resolve();
  waitingForHandler = [];
}

/**
 * Set by a host that mounts its dialog late (after the first screen): called when a guarded action
 * needs the dialog before it is there, so the action waits for it instead of failing.
 */
export function setStepUpLoader(next: (() => void) | null): void {
  loader = next;
}

export function hasStepUpHandler(): boolean {
  return handler !== null || loader !== null;
}

async function readyHandler(): Promise<StepUpHandler | null> {
  if (handler || !loader) return handler;
  const arrived = new Promise<void>((resolve) => {
    waitingForHandler.push(resolve);
    setTimeout(resolve, HANDLER_WAIT_MS);
  });
  loader();
  await arrived;
  return handler;
}

/**
 * The call's context with the refusal's own reason, when the API gives one: it knows what the caller
 * may not (a refund's policy amount, which only an Owner reads).
 */
function withRefusalWhy(context: StepUpContext | undefined, error: unknown): StepUpContext | undefined {
  const why = ((error as ApiError).errors as { why?: unknown } | undefined)?.why;
  return context && typeof why === 'string' && why ? { ...context, why } : context;
}

/** A 403 that asks for a fresh second-factor proof (refund above the amount, role change, ...). */
export function isStepUpRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.errors as { reason?: unknown } | undefined)?.reason === STEP_UP_REASON
  );
}

/**
 * Runs `call`; when the API asks for a fresh proof, asks the admin for a code in place and runs
 * `call` once more, so the action the admin started continues. Without a handler, or when the
 * admin cancels, the refusal stands.
 */
export async function withStepUp<T>(call: () => Promise<T>, context?: StepUpContext): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStepUpRequired(error)) throw error;
    const ask = await readyHandler();
    if (!ask) throw error;
    await ask((error as ApiError).message, stepUpMethods(error), withRefusalWhy(context, error)).catch(() => {
      throw error;
    });
    return call();
  }
}
