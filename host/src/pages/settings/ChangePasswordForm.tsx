import { ApiError } from '@telehealth/shared/api';
import { type ChangePasswordValues, changePasswordSchema } from '@telehealth/shared/schemas';
import { FormField, notifySuccess, PasswordInput, SectionCard } from '@telehealth/shared/ui';
import { NewPasswordFields } from '../../auth/NewPasswordFields';
import { useSchemaForm } from '../../auth/use-schema-form';
import { SettingsForm } from './SettingsForm';
import { changeOwnPassword } from './settings-api';

/** The API's refusal of the current password (the one refusal that belongs to a field). */
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Tab Account: the admin changes their own password. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(changePasswordSchema, EMPTY);

  const save = handleSubmit(async (values) => {
    try {
      await changeOwnPassword(values.currentPassword, values.newPassword);
    } catch (error) {
      // The API client toasted the message; a wrong current password is also said under its field.
      if (error instanceof ApiError && error.message === WRONG_CURRENT_PASSWORD) {
        setError('currentPassword', { message: error.message }, { shouldFocus: true });
      }
      return;
    }
    notifySuccess('Password changed successfully');
    reset(EMPTY);
  });

  return (
    <SectionCard title="Change Password">
      <SettingsForm label="Change Password" onSubmit={save} submitting={isSubmitting}>
        <FormField label="Current Password" error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
        </FormField>
        <NewPasswordFields
          password={register('newPassword')}
          passwordError={errors.newPassword?.message}
          confirm={register('confirmPassword')}
          confirmError={errors.confirmPassword?.message}
        />
      </SettingsForm>
    </SectionCard>
  );
}
