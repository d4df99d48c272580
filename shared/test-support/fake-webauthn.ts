// The browser's WebAuthn (outside the product) for component tests in jsdom, which has none: the
// real @simplewebauthn/browser runs over it. `create` and `get` answer a fixed credential, or throw
// the DOMException a browser throws when the admin cancels.

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

export interface FakeWebAuthn {
  /** The `publicKey` options the page passed to navigator.credentials.create / get. */
  created: unknown[];
  requested: unknown[];
  /** Makes the next ceremony fail as a cancelled browser prompt does. */
  cancelNext(): void;
  restore(): void;
}

export function fakeWebAuthn(): FakeWebAuthn {
  const created: unknown[] = [];
  const requested: unknown[] = [];
  let cancel = false;
  const maybeCancel = () => {
    if (!cancel) return;
    cancel = false;
    throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
  };
  const credential = (response: Record<string, unknown>) => ({
    id: 'Y3JlZC0x',
    rawId: bytes('cred-1'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response,
    getClientExtensionResults: () => ({}),
  });
  const windowWithWebAuthn = window as unknown as { PublicKeyCredential?: unknown };
  const previous = windowWithWebAuthn.PublicKeyCredential;
  windowWithWebAuthn.PublicKeyCredential = function PublicKeyCredential() {};
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: {
      create: async ({ publicKey }: { publicKey: unknown }) => {
        created.push(publicKey);
        maybeCancel();
        return credential({
          clientDataJSON: bytes('{"type":"webauthn.create"}'),
          attestationObject: bytes('attestation'),
          getTransports: () => ['internal'],
        });
      },
      get: async ({ publicKey }: { publicKey: unknown }) => {
        requested.push(publicKey);
        maybeCancel();
        return credential({
          clientDataJSON: bytes('{"type":"webauthn.get"}'),
          authenticatorData: bytes('auth-data'),
          signature: bytes('signature'),
          userHandle: null,
        });
      },
    },
  });
  return {
    created,
    requested,
    cancelNext: () => {
      cancel = true;
    },
    restore: () => {
      windowWithWebAuthn.PublicKeyCredential = previous;
      Object.defineProperty(navigator, 'credentials', { configurable: true, value: undefined });
    },
  };
}
