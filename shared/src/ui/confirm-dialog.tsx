import type { FormEvent, ReactNode } from 'react';
import { confirmFrame } from './confirm-frame';
import { FormDialog } from './form-dialog';
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

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (await run(onConfirm)) onClose();
  }

  return (
    <FormDialog
      {...confirmFrame({ open, title, description, confirmLabel, confirmColor, onClose })}
      cancelLabel={cancelLabel}
      pending={pending}
      onSubmit={confirm}
    />
  );
}
