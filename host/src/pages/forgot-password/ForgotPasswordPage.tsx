import { forgotPasswordSchema } from '@telehealth/shared/schemas';
import { FormField, Input } from '@telehealth/shared/ui/core';
import { useNavigate } from 'react-router-dom';
import { AuthForm } from '../../auth/AuthForm';
import { useSchemaForm } from '../../auth/use-schema-form';
import { resetStepDone, sendResetCode } from '../../auth/reset-steps';

/** Step 1 of the reset flow: the admin's e-mail, to which the API sends a code. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(forgotPasswordSchema, { email: '' });

  const submit = handleSubmit(async ({ email }) => {
    if (await resetStepDone(() => sendResetCode(email.trim()))) navigate('/verification');
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
