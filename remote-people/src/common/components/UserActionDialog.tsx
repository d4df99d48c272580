import { PasswordConfirmDialog } from '@telehealth/shared/ui';
import type { UserAction } from '../types';

const TEXTS: Record<UserAction, { title: string; label: string; color: string }> = {
  block: { title: 'Block', label: 'Block', color: 'red' },
  unblock: { title: 'Unblock', label: 'Unblock', color: 'teal' },
  delete: { title: 'Delete', label: 'Delete', color: 'red' },
};

export interface UserActionDialogProps {
  /** The action waiting for the admin's password, or null when closed. */
  action: UserAction | null;
  /** Who it applies to, in the description. */
  name: string;
  onConfirm: (action: UserAction, password: string) => Promise<unknown>;
  onClose: () => void;
}

/** Block, unblock or delete after re-entering the admin's password. */
export function UserActionDialog({ action, name, onConfirm, onClose }: UserActionDialogProps) {
  const texts = TEXTS[action ?? 'block'];
  return (
    <PasswordConfirmDialog
      open={action !== null}
      title={texts.title}
      description={`Enter your password to ${texts.label.toLowerCase()} ${name}.`}
      confirmLabel={texts.label}
      confirmColor={texts.color}
      onConfirm={(password) => (action ? onConfirm(action, password) : Promise.resolve())}
      onClose={onClose}
    />
  );
}
