import { SPECIALTY_NAME_MAX, specialtySchema } from '../../catalog/catalog-schemas';
import { type NameEntryDialogProps, nameEntryDialog } from '../../catalog/NameDialog';

export type SpecialtyDialogProps = NameEntryDialogProps;

/** Add or rename a specialty ('Please enter specialty', at most 50 characters). */
export const SpecialtyDialog = nameEntryDialog({
  title: 'Specialty',
  label: 'Specialty Name',
  schema: specialtySchema,
  maxLength: SPECIALTY_NAME_MAX,
});
