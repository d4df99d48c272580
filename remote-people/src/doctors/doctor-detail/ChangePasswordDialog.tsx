import { type NewPasswordValues, newPasswordSchema } from '@telehealth/shared/schemas';
import { Dialog, FormDialog, FormField, PasswordInput, useDialogForm } from '@telehealth/shared/ui';

export interface ChangePasswordDialogProps {
  open: boolean;
  name: string;
  /** Rejecting keeps the dialog open (the API client has shown the server's message). */
  onSubmit: (password: string) => Promise<unknown>;
  onClose: () => void;
}

const EMPTY: NewPasswordValues = { password: '', confirmPassword: '' };

/** Sets a doctor's new password; the server e-mails it to the doctor. */
export function ChangePasswordDialog({ open, name, onSubmit, onClose }: ChangePasswordDialogProps) {
  const { form, pending, submit } = useDialogForm({
    open,
    schema: newPasswordSchema,
    defaultValues: EMPTY,
    clearOnClose: true,
    onSubmit: ({ password }) => onSubmit(password),
    onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      open={open}
      title="Change Password"
      submitLabel="Save"
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Dialog.Description>{`${name} receives the new password by e-mail.`}</Dialog.Description>
      <FormField label="New Password" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
    </FormDialog>
  );
}
