import { usePermission } from '@telehealth/shared/session';
import { UserActionsMenu } from '../../users/components/UserActionsMenu';
import type { UserAction } from '../../users/types';
import { doctorActions } from '../doctor-status';

export type DoctorMenuAction = UserAction | 'change-password';

export interface DoctorActionsMenuProps {
  status: string;
  onSelect: (action: DoctorMenuAction) => void;
}

/** Block, Unblock, Change Password and Delete as the doctor's status allows (docs/product.md). */
export function DoctorActionsMenu({ status, onSelect }: DoctorActionsMenuProps) {
  const rules = doctorActions(status);
  const { shown, disabled } = rules.changePassword;
  const mayChangePassword = usePermission('doctors.password');
  return (
    <UserActionsMenu
      rules={rules}
      more={[
        { value: 'change-password', label: 'Change Password', shown: shown && mayChangePassword, disabled },
      ]}
      onSelect={onSelect}
    />
  );
}
