import { SPECIALTY_NAME_MAX, specialtySchema } from '../../common/catalog-schemas';
import { NameDialog } from '../../common/NameDialog';

export interface SpecialtyDialogProps {
  open: boolean;
  /** The current name when editing; absent when adding. */
  initialName?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Add or rename a specialty ('Please enter specialty', at most 50 characters). */
export function SpecialtyDialog({ open, initialName, onSubmit, onClose }: SpecialtyDialogProps) {
  const editing = initialName !== undefined;
  return (
    <NameDialog
      open={open}
      title={editing ? 'Edit Specialty' : 'Add Specialty'}
      label="Specialty Name"
      submitLabel={editing ? 'Save' : 'Add'}
      schema={specialtySchema}
      maxLength={SPECIALTY_NAME_MAX}
      initialName={initialName}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
