import { BOARD_CERTIFICATION_NAME_MAX, boardCertificationSchema } from '../../common/catalog-schemas';
import { NameDialog } from '../../common/NameDialog';

export interface BoardCertificationDialogProps {
  open: boolean;
  /** The current name when editing; absent when adding. */
  initialName?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** The one-field dialog: Board Certification Name, with Add or Save. */
export function BoardCertificationDialog({
  open,
  initialName,
  onSubmit,
  onClose,
}: BoardCertificationDialogProps) {
  const editing = initialName !== undefined;
  return (
    <NameDialog
      open={open}
      title={editing ? 'Edit Board Certification' : 'Add Board Certification'}
      label="Board Certification Name"
      submitLabel={editing ? 'Save' : 'Add'}
      schema={boardCertificationSchema}
      maxLength={BOARD_CERTIFICATION_NAME_MAX}
      initialName={initialName}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
