import { api, passkeyCeremony, passkeysSupported, type SecondFactorMethod } from '@telehealth/shared/api';
import { Button, SecondFactorCodeField, Text, useSecondFactorCode } from '@telehealth/shared/ui/core';
import { AuthForm } from '../../auth/AuthForm';
import type { SignInAnswer } from '../../auth/auth-api';

export const SECOND_STEP_TITLE = 'Two-step sign-in';
export const CODE_LABEL = 'Authentication code';
export const USE_PASSKEY_LABEL = 'Use a passkey';

export interface SecondStepProps {
  /** The password step's single-use challenge. */
  challenge: string;
  /** What the password step said this admin can use (a passkey button shows when it names one). */
  methods?: SecondFactorMethod[];
  /** Runs with the session's answer once a code or a passkey completed the sign-in. */
  onSignedIn: (answer: SignInAnswer) => Promise<void>;
}

/**
 * The sign-in's second step (its own chunk: the login page loads it only when the password step
 * asks for it): an authenticator code or a recovery code, or one of the admin's passkeys (the
 * WebAuthn library is fetched only when the admin presses its button).
 */
export function SecondStep({ challenge, methods = [], onSignedIn }: SecondStepProps) {
  const form = useSecondFactorCode(
    async (code) =>
      onSignedIn(await api.post<SignInAnswer>('/auth/second-factor', { challenge, code }, { silent: true })),
    { keepSending: true },
  );
  const offerPasskey = methods.includes('passkey') && passkeysSupported();
  const hasTotp = methods.includes('totp');

  const signInWithPasskey = () =>
    form.prove(async () => {
      const answer = await passkeyCeremony(
        'sign',
        () => api.post('/auth/second-factor/passkey/options', { challenge }, { silent: true }),
        (credential) =>
          api.post<SignInAnswer>('/auth/second-factor/passkey', { challenge, credential }, { silent: true }),
      );
      await onSignedIn(answer);
    });

  return (
    <AuthForm
      title={SECOND_STEP_TITLE}
      subtitle={
        offerPasskey
          ? hasTotp
            ? 'Use your passkey, or enter the 6-digit code from your authenticator app.'
            : 'Use your passkey, or enter a recovery code.'
          : hasTotp || !methods.includes('passkey')
            ? 'Enter the 6-digit code from your authenticator app.'
            : 'This browser cannot use passkeys: enter one of your recovery codes.'
      }
      onSubmit={form.submit}
      submitLabel="Verify"
      submitting={form.sending}
    >
      {offerPasskey && (
        <>
          <Button
            variant="outline"
            colorPalette="teal"
            width="full"
            disabled={form.sending}
            onClick={() => void signInWithPasskey()}
          >
            {USE_PASSKEY_LABEL}
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            or enter a code
          </Text>
        </>
      )}
      <SecondFactorCodeField label={CODE_LABEL} form={form} autoFocus={!offerPasskey} />
      <Text fontSize="sm" color="fg.muted">
        {hasTotp ? 'Lost your phone?' : 'Lost your passkey?'} Enter one of your recovery codes instead.
      </Text>
    </AuthForm>
  );
}

export default SecondStep;
