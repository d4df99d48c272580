import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type PasswordConfirmValues, passwordConfirmSchema } from '@telehealth/shared/schemas';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { usePendingAction } from './use-pending-action';

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
  const { pending, run } = usePendingAction();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordConfirmValues>({
    resolver: valibotResolver(passwordConfirmSchema),
    defaultValues: { password: '' },
  });

  // A dialog opened again starts empty: a password is never left behind in the form.
  useEffect(() => {
    if (!open) reset({ password: '' });
  }, [open, reset]);

  const submit = handleSubmit(async ({ password }) => {
    if (await run(() => onConfirm(password))) onClose();
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !pending && onClose()}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={!pending}
      closeOnEscape={!pending}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {description && <Dialog.Description color="fg.muted">{description}</Dialog.Description>}
                  <FormField label="Password" error={errors.password?.message}>
                    <PasswordInput autoComplete="current-password" autoFocus {...register('password')} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={pending}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette={confirmColor} loading={pending}>
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
