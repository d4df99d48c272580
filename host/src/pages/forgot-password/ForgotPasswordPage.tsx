import { valibotResolver } from '@hookform/resolvers/valibot';
import { type ForgotPasswordValues, forgotPasswordSchema } from '@telehealth/shared/schemas';
import { FormField, Input, notifyError } from '@telehealth/shared/ui/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { failureMessage, requestResetCode } from '../../auth/auth-api';
import { AuthForm } from '../../auth/AuthForm';
import { saveResetFlow } from '../../auth/reset-flow-storage';

/** Step 1 of the reset flow: the admin's e-mail, to which the API sends a code. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: valibotResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    const address = email.trim();
    try {
      const answer = await requestResetCode(address);
      if (!answer?.session_id) throw new Error('no session id');
      saveResetFlow({ sessionId: answer.session_id, email: address });
    } catch (error) {
      notifyError(failureMessage(error, 'Something went wrong!'));
      return;
    }
    navigate('/verification');
  });

  return (
    <AuthForm
      title="Forgot Password"
      subtitle="Enter your e-mail and we will send you a verification code."
      onSubmit={submit}
      submitLabel="Continue"
      submitting={isSubmitting}
    >
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" autoFocus {...register('email')} />
      </FormField>
    </AuthForm>
  );
}
