import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormField, Input, InputGroup, usePendingAction } from '@telehealth/shared/ui';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  SERVICE_COST_MAX,
  SERVICE_NAME_MAX,
  type ServiceOutput,
  type ServiceValues,
  serviceSchema,
} from '../../common/catalog-schemas';
import { FormDialog } from '../../common/FormDialog';
import { withoutLeadingSpaces } from '../../common/text-input';

/** '9999.99' is the longest amount the rules allow. */
const COST_MAX_LENGTH = String(SERVICE_COST_MAX).length + 3;

export interface ServiceDialogProps {
  open: boolean;
  /** The service being edited; absent when adding. */
  initial?: { name: string; cost: string };
  /** Gets the trimmed name and the cost in dollars; rejecting keeps the dialog open. */
  onSubmit: (values: { name: string; cost: number }) => Promise<unknown>;
  onClose: () => void;
}

/** Add or edit a service: Service Name and Default Amount (1 to 9999). */
export function ServiceDialog({ open, initial, onSubmit, onClose }: ServiceDialogProps) {
  const editing = Boolean(initial);
  const { pending, run } = usePendingAction();
  const empty = { name: '', cost: '' };
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<ServiceValues, unknown, ServiceOutput>({
    resolver: valibotResolver(serviceSchema),
    // A field left empty or invalid says so when the admin leaves it: Add is disabled until both are filled.
    mode: 'onTouched',
    defaultValues: initial ?? empty,
  });
  const [name, cost] = useWatch({ control, name: ['name', 'cost'] });
  const filled = String(name ?? '').trim() !== '' && String(cost ?? '').trim() !== '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened, for the entry given then
  useEffect(() => {
    if (open) reset(initial ?? empty);
  }, [open, initial?.name, initial?.cost, reset]);

  const nameField = register('name');
  const submit = handleSubmit(async (values) => {
    if (await run(() => onSubmit({ name: values.name, cost: Number(values.cost) }))) onClose();
  });

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Service' : 'Add Service'}
      submitLabel={editing ? 'Save' : 'Add'}
      submitDisabled={!filled}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label="Service Name" error={errors.name?.message}>
        <Input
          {...nameField}
          onChange={(event) => {
            event.target.value = withoutLeadingSpaces(event.target.value);
            return nameField.onChange(event);
          }}
          maxLength={SERVICE_NAME_MAX}
          autoComplete="off"
          autoFocus
        />
      </FormField>
      <FormField label="Default Amount" error={errors.cost?.message}>
        <InputGroup startElement="$">
          <Input {...register('cost')} inputMode="decimal" maxLength={COST_MAX_LENGTH} autoComplete="off" />
        </InputGroup>
      </FormField>
    </FormDialog>
  );
}
