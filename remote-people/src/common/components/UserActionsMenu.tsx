import { ActionsMenu } from '@telehealth/shared/ui';
import type { UserAction } from '../types';

export interface UserActionsMenuProps {
  rules: { block: boolean; unblock: boolean; delete: boolean };
  onSelect: (action: UserAction) => void;
}

/** The Actions menu of a patient: Block, Unblock and Delete as the rules allow; hidden when none. */
export function UserActionsMenu({ rules, onSelect }: UserActionsMenuProps) {
  return (
    <ActionsMenu<UserAction>
      items={[
        { value: 'block', label: 'Block', shown: rules.block },
        { value: 'unblock', label: 'Unblock', shown: rules.unblock },
        { value: 'delete', label: 'Delete', shown: rules.delete, danger: true },
      ]}
      onSelect={onSelect}
    />
  );
}
