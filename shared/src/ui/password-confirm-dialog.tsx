import { ApiError } from '@telehealth/shared/api';
import { type PasswordConfirmValues, passwordConfirmSchema } from '@telehealth/shared/schemas';
import type { ReactNode } from 'react';
import { confirmFrame } from './confirm-frame';
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

/**
 * A refusal that is about the password typed (a wrong one, or too many wrong ones): it is said under
 * the field as well as in the API client's toast. Other refusals (e.g. the action is not allowed in
 * the record's state) are not the field's fault and stay in the toast.
 */
export function isPasswordRefusal(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 429) return true;
  return (error.status === 400 || error.status === 403) && /password/i.test(error.message);
}

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
    onSubmit: async ({ password }) => {
      try {
        await onConfirm(password);
      } catch (error) {
        if (isPasswordRefusal(error))
          form.setError('password', { message: error.message }, { shouldFocus: true });
        throw error;
      }
    },
    onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      {...confirmFrame({ open, title, description, confirmLabel, confirmColor, onClose })}
      pending={pending}
      onSubmit={submit}
    >
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" autoFocus {...form.register('password')} />
      </FormField>
    </FormDialog>
  );
}
