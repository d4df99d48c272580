import { PasswordConfirmDialog, Text } from '@telehealth/shared/ui';
import type { UserAction } from '../types';
import { BlockConsequence } from './BlockConsequence';

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
  /** A doctor's uid: the Block dialog then says how many appointments the block cancels. */
  doctorUid?: string;
  onConfirm: (action: UserAction, password: string) => Promise<unknown>;
  onClose: () => void;
}

/** Block, unblock or delete after re-entering the admin's password. */
export function UserActionDialog({ action, name, doctorUid, onConfirm, onClose }: UserActionDialogProps) {
  const texts = TEXTS[action ?? 'block'];
  const ask = `Enter your password to ${texts.label.toLowerCase()} ${name}.`;
  return (
    <PasswordConfirmDialog
      open={action !== null}
      title={texts.title}
      description={
        action === 'block' && doctorUid ? (
          <>
            <BlockConsequence uid={doctorUid} />
            <Text as="span" display="block" marginTop="2">
              {ask}
            </Text>
          </>
        ) : (
          ask
        )
      }
      confirmLabel={texts.label}
      confirmColor={texts.color}
      onConfirm={(password) => (action ? onConfirm(action, password) : Promise.resolve())}
      onClose={onClose}
    />
  );
}
