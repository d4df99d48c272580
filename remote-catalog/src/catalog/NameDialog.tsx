import { FormDialog, FormField, useDialogForm } from '@telehealth/shared/ui';
import type * as v from 'valibot';
import { NameInput } from './NameInput';

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
  /** The valibot schema with the field's messages (specialtySchema, boardCertificationSchema). */
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
  const { form, pending, submit } = useDialogForm({
    open,
    schema,
    defaultValues: { name: initialName },
    mode: 'onTouched',
    onSubmit: ({ name }) => onSubmit(name),
    onClose,
  });
  const field = form.register('name', { setValueAs: (value: string) => value });

  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label={label} error={form.formState.errors.name?.message}>
        <NameInput registration={field} maxLength={maxLength} />
      </FormField>
    </FormDialog>
  );
}

/** The add/edit dialog of one kind of named entry: absent `initialName` adds, else edits. */
export interface NameEntryDialogProps {
  open: boolean;
  /** The current name when editing; absent when adding. */
  initialName?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** The NameDialog of one kind: 'Add <kind>' with Add, or 'Edit <kind>' with Save. */
export function nameEntryDialog(kind: {
  /** As the title names it: 'Specialty', 'Board Certification'. */
  title: string;
  label: string;
  schema: NameSchema;
  maxLength: number;
}) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per kind, at module level
  return function NameEntryDialog({ initialName, ...props }: NameEntryDialogProps) {
    const editing = initialName !== undefined;
    return (
      <NameDialog
        {...props}
        title={`${editing ? 'Edit' : 'Add'} ${kind.title}`}
        label={kind.label}
        submitLabel={editing ? 'Save' : 'Add'}
        schema={kind.schema}
        maxLength={kind.maxLength}
        initialName={initialName}
      />
    );
  };
}
