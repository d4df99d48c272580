import { ActionsMenu } from '@telehealth/shared/ui';
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
    <ActionsMenu<DoctorMenuAction>
      items={[
        { value: 'block', label: 'Block', shown: rules.block },
        { value: 'unblock', label: 'Unblock', shown: rules.unblock },
        {
          value: 'change-password',
          label: 'Change Password',
          shown: rules.changePassword.shown,
          disabled: rules.changePassword.disabled,
        },
        { value: 'delete', label: 'Delete', shown: rules.delete, danger: true },
      ]}
      onSelect={onSelect}
    />
  );
}
