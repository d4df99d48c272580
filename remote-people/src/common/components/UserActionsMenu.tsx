import { Button, Menu, Portal } from '@telehealth/shared/ui';
import { ChevronDown } from 'lucide-react';
import type { UserAction } from '../types';

export interface UserActionsMenuProps {
  rules: { block: boolean; unblock: boolean; delete: boolean };
  onSelect: (action: UserAction) => void;
}

/** The Actions menu of a patient: Block, Unblock and Delete as the rules allow; hidden when none. */
export function UserActionsMenu({ rules, onSelect }: UserActionsMenuProps) {
  if (!rules.block && !rules.unblock && !rules.delete) return null;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" bg="bg">
          Actions <ChevronDown size={16} aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {rules.block && (
              <Menu.Item value="block" onClick={() => onSelect('block')}>
                Block
              </Menu.Item>
            )}
            {rules.unblock && (
              <Menu.Item value="unblock" onClick={() => onSelect('unblock')}>
                Unblock
              </Menu.Item>
            )}
            {rules.delete && (
              <Menu.Item value="delete" color="fg.error" onClick={() => onSelect('delete')}>
                Delete
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
