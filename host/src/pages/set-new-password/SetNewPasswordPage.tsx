import { valibotResolver } from '@hookform/resolvers/valibot';
import { type NewPasswordValues, newPasswordSchema } from '@telehealth/shared/schemas';
import { FormField, notifyError, PasswordInput } from '@telehealth/shared/ui/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { failureMessage, resetPassword } from '../../auth/auth-api';
import { AuthForm } from '../../auth/AuthForm';
import { clearResetFlow, readResetFlow } from '../../auth/reset-flow-storage';

/** Step 3 of the reset flow: the new password. Then the stored session id and e-mail go. */
export function SetNewPasswordPage() {
  const navigate = useNavigate();
  const [flow] = useState(readResetFlow);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: valibotResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    const stored = readResetFlow();
    if (!stored) return navigate('/forgot-password', { replace: true });
    try {
      await resetPassword(stored.sessionId, password);
    } catch (error) {
      notifyError(failureMessage(error, 'Something went wrong!'));
      return;
    }
    clearResetFlow();
    navigate('/success-login', { replace: true });
  });

  if (!flow) return <Navigate to="/forgot-password" replace />;

  return (
    <AuthForm
      title="Set New Password"
      subtitle="Choose a new password of at least 6 characters."
      onSubmit={submit}
      submitLabel="Submit"
      submitting={isSubmitting}
    >
      <FormField label="New Password" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" autoFocus {...register('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
    </AuthForm>
  );
}
