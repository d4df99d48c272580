import { FormDialog, FormField, Input, InputGroup, useDialogForm } from '@telehealth/shared/ui';
import { useWatch } from 'react-hook-form';
import {
  acceptsCostInput,
  SERVICE_COST_MAX,
  SERVICE_NAME_MAX,
  type ServiceOutput,
  type ServiceValues,
  serviceSchema,
} from '../../catalog/catalog-schemas';
import { NameInput } from '../../catalog/NameInput';

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

const EMPTY: ServiceValues = { name: '', cost: '' };

/** Add or edit a service: Service Name and Default Amount (1 to 9999). */
export function ServiceDialog({ open, initial, onSubmit, onClose }: ServiceDialogProps) {
  const editing = Boolean(initial);
  const { form, pending, submit } = useDialogForm({
    open,
    schema: serviceSchema,
    defaultValues: initial ? { name: initial.name, cost: initial.cost } : EMPTY,
    // A field left empty or invalid says so when the admin leaves it: Add is disabled until both are filled.
    mode: 'onTouched',
    onSubmit: (values: ServiceOutput) => onSubmit({ name: values.name, cost: Number(values.cost) }),
    onClose,
  });
  const { errors } = form.formState;
  const [name, cost] = useWatch({ control: form.control, name: ['name', 'cost'] });
  const filled = String(name ?? '').trim() !== '' && String(cost ?? '').trim() !== '';
  const costField = form.register('cost');

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
        <NameInput registration={form.register('name')} maxLength={SERVICE_NAME_MAX} />
      </FormField>
      <FormField label="Default Amount" error={errors.cost?.message}>
        <InputGroup startElement="$">
          <Input
            {...costField}
            onChange={(event) => {
              // Only numeric input from 1 to 9999 is taken: anything else leaves the field as it was.
              if (!acceptsCostInput(event.target.value)) {
                event.target.value = String(form.getValues('cost') ?? '');
                return;
              }
              return costField.onChange(event);
            }}
            inputMode="decimal"
            maxLength={COST_MAX_LENGTH}
            autoComplete="off"
          />
        </InputGroup>
      </FormField>
    </FormDialog>
  );
}
