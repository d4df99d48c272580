import { FormDialog, FormField, Input, useDialogForm } from '@telehealth/shared/ui';
import * as v from 'valibot';

export const VIEW_NAME_MAX = 60;

const viewNameSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Enter a name'),
    v.maxLength(VIEW_NAME_MAX, `Use at most ${VIEW_NAME_MAX} characters`),
  ),
});

export interface SaveViewDialogProps {
  open: boolean;
  /** Saves under the trimmed name; rejecting keeps the dialog open (the API client showed why). */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Names the list's current filters, search and sort. */
export function SaveViewDialog({ open, onSave, onClose }: SaveViewDialogProps) {
  const { form, pending, submit } = useDialogForm({
    open,
    onClose,
    schema: viewNameSchema,
    defaultValues: { name: '' },
    onSubmit: ({ name }) => onSave(name),
  });
  return (
    <FormDialog
      open={open}
      title="Save view"
      description="Keeps this list's filters, search and sort as a tab above it."
      submitLabel="Save"
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label="Name" error={form.formState.errors.name?.message}>
        <Input {...form.register('name')} maxLength={VIEW_NAME_MAX} autoComplete="off" data-autofocus />
      </FormField>
    </FormDialog>
  );
}
