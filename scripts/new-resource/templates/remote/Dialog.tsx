import { requiredText } from '@telehealth/shared/schemas';
import { FormDialog, FormField, Input, Textarea, useDialogForm } from '@telehealth/shared/ui';
import * as v from 'valibot';
import type { {{Name}}, {{Name}}Body } from './types';

const NAME_MAX = 100;
const DESCRIPTION_MAX = 1000;

/** The form's rules and messages (the API checks the same again). */
export const {{name}}Schema = v.object({
  name: requiredText('Please enter a name', NAME_MAX, `A name has at most ${NAME_MAX} characters`),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(DESCRIPTION_MAX, `A description has at most ${DESCRIPTION_MAX} characters`),
    v.transform((text) => text || null),
  ),
});

export interface {{Name}}DialogProps {
  open: boolean;
  /** The {{label}} being changed; none when adding one. */
  {{name}}?: {{Name}};
  /** Gets the checked values; rejecting keeps the dialog open (the API client showed why). */
  onSubmit: (body: {{Name}}Body) => Promise<unknown>;
  onClose: () => void;
}

/** Add or edit a {{label}}: its name and description. */
export function {{Name}}Dialog({ open, {{name}}, onSubmit, onClose }: {{Name}}DialogProps) {
  const { form, pending, submit } = useDialogForm({
    open,
    schema: {{name}}Schema,
    defaultValues: { name: {{name}}?.name ?? '', description: {{name}}?.description ?? '' },
    mode: 'onTouched',
    onSubmit,
    onClose,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      title={{{name}} ? 'Edit {{Label}}' : 'Add {{Label}}'}
      submitLabel={{{name}} ? 'Save' : 'Add'}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label="Name" error={errors.name?.message} required>
        <Input {...form.register('name')} maxLength={NAME_MAX} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea {...form.register('description')} rows={4} />
      </FormField>
    </FormDialog>
  );
}
