import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogCloseCorner, DialogFrame, DialogHeading } from './dialog-frame';

export interface InfoDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** A Close button in the footer besides the corner's ×. */
  closeButton?: boolean;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** A dialog that only shows something (a report, the shortcuts, refund details): a title, a body, Close. */
export function InfoDialog({ open, title, onClose, closeButton = true, size, children }: InfoDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      size={size}
      lazyMount
      unmountOnExit
    >
      <DialogFrame>
        <DialogHeading title={title} />
        <Dialog.Body>{children}</Dialog.Body>
        {closeButton && (
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </Dialog.Footer>
        )}
        <DialogCloseCorner />
      </DialogFrame>
    </Dialog.Root>
  );
}
