import { Button, Menu, Portal } from '@telehealth/shared/ui';
import { ChevronDown } from 'lucide-react';
import { doctorActions } from '../doctor-status';

export type DoctorMenuAction = 'block' | 'unblock' | 'change-password' | 'delete';

export interface DoctorActionsMenuProps {
  status: string;
  onSelect: (action: DoctorMenuAction) => void;
}

/** Block, Unblock, Change Password and Delete as the doctor's status allows (spec section 4). */
export function DoctorActionsMenu({ status, onSelect }: DoctorActionsMenuProps) {
  const rules = doctorActions(status);
  if (!rules.showMenu) return null;
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
            {rules.changePassword.shown && (
              <Menu.Item
                value="change-password"
                onClick={() => onSelect('change-password')}
                disabled={rules.changePassword.disabled}
              >
                Change Password
              </Menu.Item>
            )}
            {rules.delete && (
              <Menu.Item value="delete" onClick={() => onSelect('delete')} color="fg.error">
                Delete
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
