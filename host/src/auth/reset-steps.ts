// The steps the password-reset pages share: sending the code and saying a failed call.
import { notifyError } from '@telehealth/shared/ui/core';
import { failureMessage, requestResetCode } from './auth-api';
import { saveResetFlow } from './reset-flow-storage';

/** Asks for a code for `email` and keeps the flow's session id (an answer without one fails). */
export async function sendResetCode(email: string): Promise<void> {
  const answer = await requestResetCode(email);
  if (!answer?.session_id) throw new Error('no session id');
  saveResetFlow({ sessionId: answer.session_id, email });
}

/** Runs a reset step's call; a failure is toasted (the server's message, else 'Something went wrong!'). */
export async function resetStepDone(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    notifyError(failureMessage(error, 'Something went wrong!'));
    return false;
  }
}
