import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

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
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  /** Space between the fields. Default '4'. */
  gap?: string;
  children: ReactNode;
}

/** A dialog that is a form: its fields, a submit button, Cancel (or ×); no closing while it saves. */
export function FormDialog({
  open,
  title,
  description,
  submitLabel,
  submitColor = 'teal',
  submitDisabled = false,
  dismiss = 'cancel',
  pending,
  onSubmit,
  onClose,
  role,
  gap,
  children,
}: FormDialogProps) {
  return (
    <DialogFrame
      open={open}
      title={title}
      description={description}
      busy={pending}
      onClose={onClose}
      role={role}
      onSubmit={onSubmit}
      gap={gap}
      footer={
        <>
          {dismiss === 'cancel' && (
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" colorPalette={submitColor} loading={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
      corner={
        dismiss === 'close-button' && (
          <Dialog.CloseTrigger asChild disabled={pending}>
            <CloseButton size="sm" aria-label="Close" />
          </Dialog.CloseTrigger>
        )
      }
    >
      {children}
    </DialogFrame>
  );
}
