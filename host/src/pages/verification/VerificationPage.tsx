import { Button, FormField, Input, notifyError, notifySuccess, Text } from '@telehealth/shared/ui/core';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { failureMessage, verifyResetCode } from '../../auth/auth-api';
import { AuthForm } from '../../auth/AuthForm';
import { readResetFlow, saveResetFlow } from '../../auth/reset-flow-storage';
import { resetStepDone, sendResetCode } from '../../auth/reset-steps';

const NO_SESSION_MESSAGE = 'Something went wrong';

/** Step 2 of the reset flow: the code sent by e-mail. Spec: submitted as typed, no client rule. */
export function VerificationPage() {
  const navigate = useNavigate();
  const [flow] = useState(readResetFlow);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  if (!flow) return <Navigate to="/forgot-password" replace />;
  const { email } = flow;

  async function verify(event: FormEvent) {
    event.preventDefault();
    const stored = readResetFlow();
    if (!stored) return navigate('/forgot-password', { replace: true });
    setBusy(true);
    try {
      const answer = await verifyResetCode(stored.sessionId, code);
      if (!answer?.session_id) {
        notifyError(NO_SESSION_MESSAGE);
        return;
      }
      saveResetFlow({ sessionId: answer.session_id, email: stored.email });
      navigate('/set-new-password');
    } catch (error) {
      notifyError(failureMessage(error, NO_SESSION_MESSAGE));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setResending(true);
    try {
      if (await resetStepDone(() => sendResetCode(email))) notifySuccess('Success');
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthForm
      title="Verification"
      subtitle={
        <>
          Enter the code we sent to <strong>{email || 'your e-mail'}</strong>.
        </>
      }
      onSubmit={verify}
      submitLabel="Verify"
      submitting={busy}
      footer={
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          Did not get it?{' '}
          <Button variant="plain" size="sm" px="0" color="teal.fg" onClick={resend} loading={resending}>
            Resend code
          </Button>
        </Text>
      }
    >
      <FormField label="Verification Code">
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          letterSpacing="widest"
        />
      </FormField>
    </AuthForm>
  );
}
