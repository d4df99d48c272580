import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What every dialog stands in: the page dimmed behind, the box centred, inside a Dialog.Root. */
export function DialogFrame({ children }: { children: ReactNode }) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>{children}</Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}

/** A dialog's title bar. */
export function DialogHeading({ title }: { title: ReactNode }) {
  return (
    <Dialog.Header>
      <Dialog.Title>{title}</Dialog.Title>
    </Dialog.Header>
  );
}

/** The × in a dialog's corner. */
export function DialogCloseCorner({ disabled }: { disabled?: boolean }) {
  return (
    <Dialog.CloseTrigger asChild disabled={disabled}>
      <CloseButton size="sm" aria-label="Close" />
    </Dialog.CloseTrigger>
  );
}
