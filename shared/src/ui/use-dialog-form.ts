import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Mode,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type * as v from 'valibot';
import { usePendingAction } from './use-pending-action';

export interface DialogFormOptions<Values extends FieldValues, Output> {
  open: boolean;
  /** The valibot schema with the spec's messages. */
  schema: v.GenericSchema<Values, Output>;
  /** What the form holds each time the dialog opens (compared by value: a fresh object is fine). */
  defaultValues: Values;
  /** When a field says what is wrong with it (react-hook-form's mode). Default 'onSubmit'. */
  mode?: Mode;
  /** Passwords: the form is emptied when the dialog closes, so a secret is not kept behind. */
  clearOnClose?: boolean;
  /** Gets the parsed values; rejecting keeps the dialog open (the API client showed the message). */
  onSubmit: (values: Output) => Promise<unknown>;
  onClose: () => void;
}

export interface DialogForm<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  pending: boolean;
  /** The form's submit handler: validates, sends once at a time, closes the dialog on success. */
  submit: ReturnType<UseFormReturn<Values, unknown, Output>['handleSubmit']>;
}

/** The form of a dialog: react-hook-form with a valibot schema, a pending state, close on success. */
export function useDialogForm<Values extends FieldValues, Output>({
  open,
  schema,
  defaultValues,
  mode,
  clearOnClose = false,
  onSubmit,
  onClose,
}: DialogFormOptions<Values, Output>): DialogForm<Values, Output> {
  const { pending, run } = usePendingAction();
  const form = useForm<Values, unknown, Output>({
    resolver: valibotResolver(schema),
    mode,
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const { reset } = form;
  // The defaults as a value: a caller's fresh object each render does not reset the form again.
  const defaults = JSON.stringify(defaultValues);

  useEffect(() => {
    if (open || clearOnClose) reset(JSON.parse(defaults));
  }, [open, clearOnClose, defaults, reset]);

  const submit = form.handleSubmit(async (values) => {
    if (await run(() => onSubmit(values))) onClose();
  });

  return { form, pending, submit };
}
