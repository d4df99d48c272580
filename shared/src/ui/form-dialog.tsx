import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  /** Chakra colour palette of the submit button. Default 'teal'. */
  submitColor?: string;
  /** The submit button stays disabled until the form can be sent (e.g. required fields filled). */
  submitDisabled?: boolean;
  /** 'cancel' (default): a Cancel button beside the submit; 'close-button': an × in the corner. */
  dismiss?: 'cancel' | 'close-button';
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /** While pending, the submit button spins and nothing closes the dialog (Escape, outside, Cancel). */
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** 'alertdialog' for a question that interrupts (confirmations, passwords); default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Space between the body's parts (Chakra spacing token). Default '4'. */
  gap?: string;
  /** The fields; a confirmation has none. */
  children?: ReactNode;
}

/** The one dialog frame: a centred form with a title, its fields, submit and Cancel (or ×). */
export function FormDialog({
  open,
  title,
  description,
  submitLabel,
  submitColor = 'teal',
  submitDisabled = false,
  dismiss = 'cancel',
  cancelLabel = 'Cancel',
  pending,
  onSubmit,
  onClose,
  role = 'dialog',
  gap = '4',
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !pending && onClose()}
      role={role}
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
              {(description || children) && (
                <Dialog.Body>
                  <Stack gap={gap}>
                    {description && <Dialog.Description color="fg.muted">{description}</Dialog.Description>}
                    {children}
                  </Stack>
                </Dialog.Body>
              )}
              <Dialog.Footer>
                {dismiss === 'cancel' && (
                  <Button variant="outline" onClick={onClose} disabled={pending}>
                    {cancelLabel}
                  </Button>
                )}
                <Button type="submit" colorPalette={submitColor} loading={pending} disabled={submitDisabled}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              {dismiss === 'close-button' && (
                <Dialog.CloseTrigger asChild disabled={pending}>
                  <CloseButton size="sm" aria-label="Close" />
                </Dialog.CloseTrigger>
              )}
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
