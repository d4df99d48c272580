import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormField, Input, usePendingAction } from '@telehealth/shared/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { FormDialog } from './FormDialog';
import { withoutLeadingSpaces } from './text-input';

export interface NameValues {
  name: string;
}

type NameSchema = v.GenericSchema<NameValues, NameValues>;

export interface NameDialogProps {
  open: boolean;
  /** The dialog's title, e.g. 'Add Specialty' or 'Edit Specialty'. */
  title: string;
  label: string;
  /** 'Add' for a new entry, 'Save' when editing. */
  submitLabel: string;
  /** The shared valibot schema with the spec's messages (specialtySchema, boardCertificationSchema). */
  schema: NameSchema;
  maxLength: number;
  /** The current name when editing. */
  initialName?: string;
  /** Gets the trimmed name; rejecting keeps the dialog open (the API client showed the message). */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** An add/edit dialog with one name field (Specialty, Board Certification). */
export function NameDialog({
  open,
  title,
  label,
  submitLabel,
  schema,
  maxLength,
  initialName = '',
  onSubmit,
  onClose,
}: NameDialogProps) {
  const { pending, run } = usePendingAction();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NameValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: initialName },
  });

  useEffect(() => {
    if (open) reset({ name: initialName });
  }, [open, initialName, reset]);

  const field = register('name', { setValueAs: (value: string) => value });
  const submit = handleSubmit(async ({ name }) => {
    if (await run(() => onSubmit(name))) onClose();
  });

  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label={label} error={errors.name?.message}>
        <Input
          {...field}
          onChange={(event) => {
            event.target.value = withoutLeadingSpaces(event.target.value);
            return field.onChange(event);
          }}
          maxLength={maxLength}
          autoComplete="off"
          autoFocus
        />
      </FormField>
    </FormDialog>
  );
}
