import type { ReactNode } from 'react';

/** What a confirmation (Yes/No, or with the admin's password) says and how it closes. */
export interface ConfirmFrame {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** Chakra colour palette of the confirm button. */
  confirmColor: string;
  onClose: () => void;
}

/** A confirmation as the FormDialog frame takes it: an alert dialog whose submit button confirms. */
export function confirmFrame({ confirmLabel, confirmColor, ...frame }: ConfirmFrame) {
  return { ...frame, role: 'alertdialog' as const, submitLabel: confirmLabel, submitColor: confirmColor };
}
