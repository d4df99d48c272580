import { Input } from '@chakra-ui/react';
import { type FormEvent, useCallback, useState } from 'react';
import { ApiError, PasskeyCeremonyError } from '@telehealth/shared/api';
import { FormField } from './form-field';

export const CODE_REQUIRED_MESSAGE = 'Please enter the code';
export const WRONG_CODE_MESSAGE = 'Invalid code. Please try again.';

/** The message a failed proof shows under its field: the API's or the browser's, else `fallback`. */
export function proofFailureMessage(failure: unknown, fallback = WRONG_CODE_MESSAGE): string {
  return (failure instanceof ApiError || failure instanceof PasskeyCeremonyError) && failure.message
    ? failure.message
    : fallback;
}

export interface SecondFactorCode {
  code: string;
  setCode: (code: string) => void;
  error: string | undefined;
  setError: (error: string | undefined) => void;
  sending: boolean;
  /** The form's submit: refuses an empty code, else sends it (trimmed) and shows a failure's message. */
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Runs another proof (a passkey) with the same sending state and error line. */
  prove: (attempt: () => Promise<void>) => Promise<void>;
  reset: () => void;
}

/**
 * The state of a second-factor code form (the sign-in's second step, the step-up dialog): the code,
 * its error line, and the submit that sends it with `send`. `keepSending` leaves the form busy after
 * a success (the sign-in navigates away).
 */
export function useSecondFactorCode(
  send: (code: string) => Promise<void>,
  { keepSending = false }: { keepSending?: boolean } = {},
): SecondFactorCode {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const prove = useCallback(
    async (attempt: () => Promise<void>) => {
      setSending(true);
      setError(undefined);
      try {
        await attempt();
        if (!keepSending) setSending(false);
      } catch (failure) {
        setError(proofFailureMessage(failure));
        setSending(false);
      }
    },
    [keepSending],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(CODE_REQUIRED_MESSAGE);
      return;
    }
    await prove(() => send(trimmed));
  };

  const reset = useCallback(() => {
    setCode('');
    setError(undefined);
    setSending(false);
  }, []);

  return { code, setCode, error, setError, sending, submit, prove, reset };
}

export interface SecondFactorCodeFieldProps {
  label: string;
  form: Pick<SecondFactorCode, 'code' | 'setCode' | 'error' | 'setError'>;
  autoFocus?: boolean;
}

/** The code's input (an authenticator code or a recovery code) with its label and error line. */
export function SecondFactorCodeField({ label, form, autoFocus = true }: SecondFactorCodeFieldProps) {
  return (
    <FormField label={label} error={form.error}>
      <Input
        autoFocus={autoFocus}
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={40}
        value={form.code}
        onChange={(event) => {
          form.setCode(event.target.value);
          form.setError(undefined);
        }}
      />
    </FormField>
  );
}
