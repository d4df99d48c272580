import { Input } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api, ApiError, setStepUpHandler } from '@telehealth/shared/api';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';

export const STEP_UP_TITLE = 'Confirm it is you';
export const STEP_UP_CODE_LABEL = 'Authenticator code or recovery code';

interface Pending {
  message: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Mounted once by the host: when a guarded action (a large refund, a role change, ...) is refused
 * for want of a fresh second-factor proof, this dialog asks for a code, sends it, and lets the
 * action continue (the API client sends it again); Cancel leaves the action refused.
 */
export function StepUpDialogHost() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const waiting = useRef<Pending | null>(null);

  useEffect(() => {
    setStepUpHandler(
      (message) =>
        new Promise<void>((resolve, reject) => {
          waiting.current?.reject(new ApiError(403, message));
          const next = { message, resolve, reject };
          waiting.current = next;
          setCode('');
          setError(undefined);
          setPending(next);
        }),
    );
    return () => setStepUpHandler(null);
  }, []);

  const close = (outcome: 'done' | 'cancelled') => {
    const current = waiting.current;
    waiting.current = null;
    setPending(null);
    setCode('');
    if (outcome === 'done') current?.resolve();
    else current?.reject(new ApiError(403, current?.message ?? ''));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Please enter the code');
      return;
    }
    setSending(true);
    try {
      await api.post('/auth/step-up', { code: code.trim() }, { silent: true });
      close('done');
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.message ? failure.message : 'Invalid code. Please try again.',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      open={pending !== null}
      title={STEP_UP_TITLE}
      description={pending?.message}
      role="alertdialog"
      submitLabel="Confirm"
      pending={sending}
      onSubmit={submit}
      onClose={() => close('cancelled')}
    >
      <FormField label={STEP_UP_CODE_LABEL} error={error}>
        <Input
          autoFocus
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={40}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
