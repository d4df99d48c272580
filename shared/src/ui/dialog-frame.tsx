import { Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

export interface DialogFrameProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** While busy, Escape and clicks outside do not close the dialog. */
  busy: boolean;
  onClose: () => void;
  children?: ReactNode;
  footer: ReactNode;
  /** 'alertdialog' for a question that interrupts (confirmations, passwords); default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Given, the header, body and footer are one form submitted by the footer's submit button. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Space between the body's parts (Chakra spacing token). Default '4'. */
  gap?: string;
  /** Extra content after the footer, e.g. a close trigger in the corner. */
  corner?: ReactNode;
}

/** The one shell of every dialog: centred, a title, a body, a footer; nothing closes it while busy. */
export function DialogFrame({
  open,
  title,
  description,
  busy,
  onClose,
  children,
  footer,
  role = 'dialog',
  onSubmit,
  gap = '4',
  corner,
}: DialogFrameProps) {
  const content = (
    <>
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
      <Dialog.Footer>{footer}</Dialog.Footer>
      {corner}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      role={role}
      placement="center"
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {onSubmit ? (
              <form onSubmit={onSubmit} noValidate>
                {content}
              </form>
            ) : (
              content
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
