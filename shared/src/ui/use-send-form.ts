import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type DefaultValues,
  type FieldValues,
  type Mode,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type * as v from 'valibot';
import { usePendingAction } from './use-pending-action';

export interface SendFormOptions<Values extends FieldValues, Output> {
  /** The valibot schema, with the messages the form shows. */
  schema: v.GenericSchema<Values, Output>;
  defaultValues: Values;
  /** When a field says what is wrong with it (react-hook-form's mode). Default 'onSubmit'. */
  mode?: Mode;
  /** Sends the parsed values; a rejection keeps what was typed (the API client showed the message). */
  onSubmit: (values: Output) => unknown;
  /** After a successful send: 'reset' empties the form back to its defaults (a reply box). */
  onSent: 'reset' | (() => void);
}

export interface SendForm<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  pending: boolean;
  /** The form's submit handler: validates, then sends, one send at a time. */
  submit: ReturnType<UseFormReturn<Values, unknown, Output>['handleSubmit']>;
}

/** A form checked by a valibot schema and sent once at a time: react-hook-form with a pending state. */
export function useSendForm<Values extends FieldValues, Output>({
  schema,
  defaultValues,
  mode,
  onSubmit,
  onSent,
}: SendFormOptions<Values, Output>): SendForm<Values, Output> {
  const { pending, run } = usePendingAction();
  const form = useForm<Values, unknown, Output>({
    resolver: valibotResolver(schema),
    mode,
    defaultValues: defaultValues as DefaultValues<Values>,
  });

  const submit = form.handleSubmit(async (values) => {
    if (!(await run(() => onSubmit(values)))) return;
    if (onSent === 'reset') form.reset(defaultValues);
    else onSent();
  });

  return { form, pending, submit };
}
