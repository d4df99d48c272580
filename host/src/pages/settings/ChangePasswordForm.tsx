import { valibotResolver } from '@hookform/resolvers/valibot';
import { type ChangePasswordValues, changePasswordSchema } from '@telehealth/shared/schemas';
import { FormField, notifySuccess, PasswordInput, SectionCard } from '@telehealth/shared/ui';
import { useForm } from 'react-hook-form';
import { SettingsForm } from './SettingsForm';
import { changeOwnPassword } from './settings-api';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Tab Account: the admin changes their own password. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: valibotResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const save = handleSubmit(async (values) => {
    try {
      await changeOwnPassword(values.currentPassword, values.newPassword);
    } catch {
      return; // the API client showed the server's message
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
        <FormField label="New Password" error={errors.newPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('newPassword')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
      </SettingsForm>
    </SectionCard>
  );
}
