import { valibotResolver } from '@hookform/resolvers/valibot';
import { type NewPasswordValues, newPasswordSchema } from '@telehealth/shared/schemas';
import {
  Button,
  Dialog,
  FormField,
  PasswordInput,
  Portal,
  Stack,
  usePendingAction,
} from '@telehealth/shared/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

export interface ChangePasswordDialogProps {
  open: boolean;
  name: string;
  /** Rejecting keeps the dialog open (the API client has shown the server's message). */
  onSubmit: (password: string) => Promise<unknown>;
  onClose: () => void;
}

/** Sets a doctor's new password; the server e-mails it to the doctor. */
export function ChangePasswordDialog({ open, name, onSubmit, onClose }: ChangePasswordDialogProps) {
  const { pending, run } = usePendingAction();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: valibotResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!open) reset({ password: '', confirmPassword: '' });
  }, [open, reset]);

  const submit = handleSubmit(async ({ password }) => {
    if (await run(() => onSubmit(password))) onClose();
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !pending && onClose()}
      placement="center"
      closeOnInteractOutside={!pending}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Change Password</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{`${name} receives the new password by e-mail.`}</Dialog.Description>
                  <FormField label="New Password" error={errors.password?.message}>
                    <PasswordInput autoComplete="new-password" {...register('password')} />
                  </FormField>
                  <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
                    <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={pending}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="teal" loading={pending}>
                  Save
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
