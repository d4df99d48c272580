// The browser's side of a passkey ceremony. @simplewebauthn/browser is loaded on the first use, not
// with the page: the sign-in page's first screen does not carry it.

export const PASSKEY_MESSAGES = {
  unsupported: 'This browser cannot use passkeys. Enter a code instead.',
  cancelled: 'The passkey was not used (cancelled or timed out). Please try again.',
  alreadyRegistered: 'This passkey is already registered.',
  failed: 'The passkey could not be used. Please try again.',
} as const;

const loadBrowserKit = () => import('@simplewebauthn/browser');

/** Whether this browser has WebAuthn at all (a passkey button is pointless without it). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** A ceremony the browser did not complete; its message is for the admin. */
export class PasskeyCeremonyError extends Error {
  override name = 'PasskeyCeremonyError';
}

/** What to tell the admin when the browser's ceremony failed (cancelled, timed out, unsupported). */
export function passkeyCeremonyMessage(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return PASSKEY_MESSAGES.alreadyRegistered;
  }
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_MESSAGES.cancelled;
  if (!passkeysSupported()) return PASSKEY_MESSAGES.unsupported;
  return PASSKEY_MESSAGES.failed;
}

/**
 * One passkey ceremony: the API's options (`options`), the browser's creation ('create') or
 * signature ('sign') with them, and the result sent to the API (`verify`). The browser's failures
 * become a PasskeyCeremonyError; the API's stay ApiErrors; both carry a message for the admin.
 */
export async function passkeyCeremony<T>(
  kind: 'create' | 'sign',
  options: () => Promise<unknown>,
  verify: (credential: unknown) => Promise<T>,
): Promise<T> {
  if (!passkeysSupported()) throw new PasskeyCeremonyError(PASSKEY_MESSAGES.unsupported);
  const optionsJSON = await options();
  let credential: unknown;
  try {
    const kit = await loadBrowserKit();
    credential =
      kind === 'create'
        ? await kit.startRegistration({ optionsJSON: optionsJSON as never })
        : await kit.startAuthentication({ optionsJSON: optionsJSON as never });
  } catch (error) {
    throw new PasskeyCeremonyError(passkeyCeremonyMessage(error));
  }
  return verify(credential);
}
