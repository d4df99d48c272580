import { api, ApiError } from '@telehealth/shared/api';
import { FormField, Input, Text } from '@telehealth/shared/ui/core';
import { type FormEvent, useState } from 'react';
import { AuthForm } from '../../auth/AuthForm';
import type { SignInAnswer } from '../../auth/auth-api';

export const SECOND_STEP_TITLE = 'Two-step sign-in';

export interface SecondStepProps {
  /** The password step's single-use challenge. */
  challenge: string;
  /** Runs with the session's answer once a code completed the sign-in. */
  onSignedIn: (answer: SignInAnswer) => Promise<void>;
}

/**
 * The sign-in's second step (its own chunk: the login page loads it only when the password step
 * asks for it): an authenticator code or a recovery code.
 */
export function SecondStep({ challenge, onSignedIn }: SecondStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Please enter the code');
      return;
    }
    setSending(true);
    try {
      const answer = await api.post<SignInAnswer>(
        '/auth/second-factor',
        { challenge, code: code.trim() },
        { silent: true },
      );
      await onSignedIn(answer);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.message ? failure.message : 'Invalid code. Please try again.',
      );
      setSending(false);
    }
  };

  return (
    <AuthForm
      title={SECOND_STEP_TITLE}
      subtitle="Enter the 6-digit code from your authenticator app."
      onSubmit={submit}
      submitLabel="Verify"
      submitting={sending}
    >
      <FormField label="Authentication code" error={error}>
        <Input
          autoFocus
          autoComplete="one-time-code"
          maxLength={40}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <Text fontSize="sm" color="fg.muted">
        Lost your phone? Enter one of your recovery codes instead.
      </Text>
    </AuthForm>
  );
}

export default SecondStep;
