import { BOARD_CERTIFICATION_NAME_MAX, boardCertificationSchema } from '../../catalog/catalog-schemas';
import { type NameEntryDialogProps, nameEntryDialog } from '../../catalog/NameDialog';

export type BoardCertificationDialogProps = NameEntryDialogProps;

/** The one-field dialog: Board Certification Name, with Add or Save. */
export const BoardCertificationDialog = nameEntryDialog({
  title: 'Board Certification',
  label: 'Board Certification Name',
  schema: boardCertificationSchema,
  maxLength: BOARD_CERTIFICATION_NAME_MAX,
});
