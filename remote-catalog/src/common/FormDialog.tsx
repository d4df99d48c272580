import { Button, Dialog, Portal, Stack } from '@telehealth/shared/ui';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** The submit button stays disabled until the form can be sent (e.g. required fields filled). */
  submitDisabled?: boolean;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the add/edit dialogs: a form with Cancel and its submit button; no closing while saving. */
export function FormDialog({
  open,
  title,
  submitLabel,
  submitDisabled = false,
  pending,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !pending && onClose()}
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
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={pending}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="teal" loading={pending} disabled={submitDisabled}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
