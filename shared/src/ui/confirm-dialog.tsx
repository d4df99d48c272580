import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';
import { usePendingAction } from './use-pending-action';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Default 'Yes'. */
  confirmLabel?: string;
  /** Default 'No'. */
  cancelLabel?: string;
  /** May return a promise: the dialog waits for it, closes when it resolves, stays open if it rejects. */
  onConfirm: () => unknown;
  onClose: () => void;
  /** Chakra colour palette of the confirm button (e.g. 'red' for Delete). Default 'blue'. */
  confirmColor?: string;
}

/** "Are you sure?" with a confirm and a cancel button; a double click never confirms twice. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  onConfirm,
  onClose,
  confirmColor = 'blue',
}: ConfirmDialogProps) {
  const { pending, run } = usePendingAction();

  async function confirm() {
    if (await run(onConfirm)) onClose();
  }

  return (
    <DialogFrame
      open={open}
      title={title}
      description={description}
      busy={pending}
      onClose={onClose}
      role="alertdialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button colorPalette={confirmColor} loading={pending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
