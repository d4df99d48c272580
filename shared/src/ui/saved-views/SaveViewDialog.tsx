import { Box, Button, Input } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { DialogFrame } from '../dialog-frame';
import { FormField } from '../form-field';
import { usePendingAction } from '../use-pending-action';

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
  const { pending, run } = usePendingAction();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({ resolver: valibotResolver(viewNameSchema), defaultValues: { name: '' } });
  const submit = handleSubmit(async ({ name }) => {
    if (await run(() => onSave(name))) onClose();
  });
  return (
    <DialogFrame
      open={open}
      title="Save view"
      description="Keeps this list's filters, search and sort as a tab above it."
      busy={pending}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form="save-view-form" colorPalette="teal" loading={pending}>
            Save
          </Button>
        </>
      }
    >
      <Box asChild mt="4">
        <form id="save-view-form" onSubmit={submit} noValidate>
          <FormField label="Name" error={errors.name?.message}>
            <Input {...register('name')} maxLength={VIEW_NAME_MAX} autoComplete="off" data-autofocus />
          </FormField>
        </form>
      </Box>
    </DialogFrame>
  );
}
