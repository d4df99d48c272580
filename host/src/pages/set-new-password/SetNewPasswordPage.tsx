import { newPasswordSchema } from '@telehealth/shared/schemas';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { resetPassword } from '../../auth/auth-api';
import { AuthForm } from '../../auth/AuthForm';
import { useSchemaForm } from '../../auth/use-schema-form';
import { NewPasswordFields } from '../../auth/NewPasswordFields';
import { clearResetFlow, readResetFlow } from '../../auth/reset-flow-storage';
import { resetStepDone } from '../../auth/reset-steps';

/** Step 3 of the reset flow: the new password. Then the stored session id and e-mail go. */
export function SetNewPasswordPage() {
  const navigate = useNavigate();
  const [flow] = useState(readResetFlow);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(newPasswordSchema, { password: '', confirmPassword: '' });

  const submit = handleSubmit(async ({ password }) => {
    const stored = readResetFlow();
    if (!stored) return navigate('/forgot-password', { replace: true });
    if (!(await resetStepDone(() => resetPassword(stored.sessionId, password)))) return;
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
      <NewPasswordFields
        password={register('password')}
        passwordError={errors.password?.message}
        confirm={register('confirmPassword')}
        confirmError={errors.confirmPassword?.message}
        autoFocus
      />
    </AuthForm>
  );
}
