import { lightStyled } from '@telehealth/shared/ui';
import { Pencil, Trash2 } from 'lucide-react';

export interface RowActionsProps {
  /** The row's name, for the buttons' accessible labels. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

// `<HStack justify="flex-end" gap="1">` and `<IconButton size="xs" variant="ghost">` as plain
// elements with one class each (see lightStyled): every row of a catalog list has them.
const Actions = lightStyled('div', {
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '1',
});
const ActionButton = lightStyled(
  'button',
  { px: '0', py: '0', _icon: { fontSize: '1.2em' }, '&[data-danger]': { colorPalette: 'red' } },
  { key: 'button', variants: { size: 'xs', variant: 'ghost' } },
);

/** The edit and delete buttons of a catalog row. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <Actions>
      <ActionButton type="button" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil size={16} />
      </ActionButton>
      <ActionButton type="button" data-danger="" aria-label={`Delete ${name}`} onClick={onDelete}>
        <Trash2 size={16} />
      </ActionButton>
    </Actions>
  );
}
