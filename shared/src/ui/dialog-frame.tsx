import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogFrameProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** While busy, Escape and clicks outside do not close the dialog. */
  busy: boolean;
  onClose: () => void;
  children?: ReactNode;
  footer: ReactNode;
}

/** The common shell of the confirmation dialogs: a centred alert dialog with a title and footer. */
export function DialogFrame({ open, title, description, busy, onClose, children, footer }: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      role="alertdialog"
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
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {(description || children) && (
              <Dialog.Body>
                {description && <Dialog.Description color="fg.muted">{description}</Dialog.Description>}
                {children}
              </Dialog.Body>
            )}
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
