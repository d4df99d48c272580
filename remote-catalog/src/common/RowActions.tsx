import { HStack, IconButton } from '@telehealth/shared/ui';
import { Pencil, Trash2 } from 'lucide-react';

export interface RowActionsProps {
  /** The row's name, for the buttons' accessible labels. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The edit and delete buttons of a catalog row. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <HStack justify="flex-end" gap="1">
      <IconButton size="xs" variant="ghost" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil size={16} />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        <Trash2 size={16} />
      </IconButton>
    </HStack>
  );
}
