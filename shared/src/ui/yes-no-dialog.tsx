import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface YesNoDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  onYes: () => unknown;
  onClose: () => void;
}

/** A question answered Yes or No (the sponsorship toggle); No just closes. */
export function YesNoDialog({ open, title, description, onYes, onClose }: YesNoDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      description={description}
      confirmLabel="Yes"
      cancelLabel="No"
      onConfirm={onYes}
      onClose={onClose}
    />
  );
}
