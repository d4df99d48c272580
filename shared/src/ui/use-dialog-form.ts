import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type SendForm, type SendFormOptions, useSendForm } from './use-send-form';

export interface DialogFormOptions<Values extends FieldValues, Output>
  extends Omit<SendFormOptions<Values, Output>, 'onSent'> {
  open: boolean;
  /** Passwords: the form is emptied when the dialog closes, so a secret is not kept behind. */
  clearOnClose?: boolean;
  onClose: () => void;
}

/**
 * The form of a dialog: starts from `defaultValues` each time the dialog opens (compared by value, so
 * a fresh object each render is fine) and closes the dialog once sent.
 */
export function useDialogForm<Values extends FieldValues, Output>({
  open,
  clearOnClose = false,
  onClose,
  ...options
}: DialogFormOptions<Values, Output>): SendForm<Values, Output> {
  const dialogForm = useSendForm({ ...options, onSent: onClose });
  const { reset } = dialogForm.form;
  const defaults = JSON.stringify(options.defaultValues);

  useEffect(() => {
    if (open || clearOnClose) reset(JSON.parse(defaults));
  }, [open, clearOnClose, defaults, reset]);

  return dialogForm;
}
