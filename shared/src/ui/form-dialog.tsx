import { Button, Dialog, Stack } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { DialogCloseCorner, DialogFrame, DialogHeading } from './dialog-frame';

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

/** Longer than the closing animation: by then a closed dialog is taken out of the page. */
const CLOSED_DIALOG_REMOVED_AFTER_MS = 400;

/**
 * Whether a dialog is in the page: from opening until a while after it closed. The closing animation
 * normally removes it; this removes it even when the browser never reports that animation's end (a
 * busy machine, a dialog closed while still opening), so a closed dialog cannot linger invisible
 * over the page and stand beside the next one.
 */
function useMountedWhileOpen(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    const timer = setTimeout(() => setMounted(false), CLOSED_DIALOG_REMOVED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return open || mounted;
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
  const mounted = useMountedWhileOpen(open);
  if (!mounted) return null;
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
      <DialogFrame>
        <form onSubmit={onSubmit} noValidate>
          <DialogHeading title={title} />
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
          {dismiss === 'close-button' && <DialogCloseCorner disabled={pending} />}
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
