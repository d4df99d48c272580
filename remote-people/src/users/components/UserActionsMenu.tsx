import { usePermission } from '@telehealth/shared/session';
import { ActionsMenu, type ActionsMenuItem } from '@telehealth/shared/ui';
import type { UserAction } from '../types';

export interface UserActionsMenuProps<Extra extends string> {
  rules: { block: boolean; unblock: boolean; delete: boolean };
  /** Actions of this kind of user, listed between Unblock and Delete (a doctor's Change Password). */
  more?: ActionsMenuItem<Extra>[];
  onSelect: (action: UserAction | NoInfer<Extra>) => void;
}

/** The Actions menu of a user: Block, Unblock and Delete as the rules allow; hidden when none. */
export function UserActionsMenu<Extra extends string = never>({
  rules,
  more = [],
  onSelect,
}: UserActionsMenuProps<Extra>) {
  // Only what the admin's role may do is offered (the API refuses the rest).
  const mayBlock = usePermission('users.block');
  const mayDelete = usePermission('users.delete');
  return (
    <ActionsMenu<UserAction | Extra>
      items={[
        { value: 'block', label: 'Block', shown: rules.block && mayBlock },
        { value: 'unblock', label: 'Unblock', shown: rules.unblock && mayBlock },
        ...more,
        { value: 'delete', label: 'Delete', shown: rules.delete && mayDelete, danger: true },
      ]}
      onSelect={onSelect}
    />
  );
}
