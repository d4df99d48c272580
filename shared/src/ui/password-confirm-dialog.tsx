import { type PasswordConfirmValues, passwordConfirmSchema } from '@telehealth/shared/schemas';
import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { useDialogForm } from './use-dialog-form';

export interface PasswordConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Default 'Confirm'. */
  confirmLabel?: string;
  /** Rejecting keeps the dialog open (the API client has already shown the server's message). */
  onConfirm: (password: string) => Promise<unknown>;
  onClose: () => void;
  /** Chakra colour palette of the confirm button. Default 'red' (block, delete). */
  confirmColor?: string;
}

const EMPTY: PasswordConfirmValues = { password: '' };

/** Re-enter the admin's password before a sensitive action (block, unblock, delete). */
export function PasswordConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Confirm',
  onConfirm,
  onClose,
  confirmColor = 'red',
}: PasswordConfirmDialogProps) {
  const { form, pending, submit } = useDialogForm({
    open,
    schema: passwordConfirmSchema,
    defaultValues: EMPTY,
    // A dialog opened again starts empty: a password is never left behind in the form.
    clearOnClose: true,
    onSubmit: ({ password }) => onConfirm(password),
    onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      open={open}
      title={title}
      description={description}
      role="alertdialog"
      submitLabel={confirmLabel}
      submitColor={confirmColor}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" autoFocus {...form.register('password')} />
      </FormField>
    </FormDialog>
  );
}
