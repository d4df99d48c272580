import { Button, HStack } from '@telehealth/shared/ui';
import type { UserAction } from '../types';

export interface UserActionButtonsProps {
  rules: { block: boolean; unblock: boolean; delete: boolean };
  onAction: (action: UserAction) => void;
}

/** Block / Unblock / Delete buttons as the record's rules allow. */
export function UserActionButtons({ rules, onAction }: UserActionButtonsProps) {
  return (
    <HStack gap="2">
      {rules.block && (
        <Button size="sm" variant="outline" colorPalette="red" bg="bg" onClick={() => onAction('block')}>
          Block
        </Button>
      )}
      {rules.unblock && (
        <Button size="sm" variant="outline" colorPalette="teal" bg="bg" onClick={() => onAction('unblock')}>
          Unblock
        </Button>
      )}
      {rules.delete && (
        <Button size="sm" colorPalette="red" onClick={() => onAction('delete')}>
          Delete
        </Button>
      )}
    </HStack>
  );
}
