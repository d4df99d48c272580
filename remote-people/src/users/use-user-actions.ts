import type { Resource } from '@telehealth/shared/query';
import { notifySuccess } from '@telehealth/shared/ui';
import { useState } from 'react';
import type { UserAction } from './types';
import { reviewUser, runUserAction } from './users-api';

export interface UserActionsOptions {
  /** A delete that removes the record (a clinic's): what it says, and the page then left for. */
  deleted?: { message: string; leave: () => void };
}

/**
 * The status actions of a doctor's, patient's or clinic's page: block, unblock or delete after the
 * admin's password, approve or reject. Each says 'Status Updated'; what it changed (the record,
 * its lists, History, the user's appointments, the dashboard) is read again. `ask` opens the
 * password dialog for an action: spread `dialog` on UserActionDialog.
 */
export function useUserActions<R>(resource: Resource<R>, uid: string, { deleted }: UserActionsOptions = {}) {
  const status = resource.useAction(
    uid,
    ({ action, password }: { action: UserAction; password: string }) => runUserAction(uid, action, password),
    // Blocking a user cancels their appointments.
    { also: ['appointments'], removes: ({ action }) => deleted !== undefined && action === 'delete' },
  );
  const decision = resource.useAction(uid, (action: 'accept' | 'reject') => reviewUser(uid, action));

  const confirm = async (action: UserAction, password: string) => {
    await status.mutateAsync({ action, password });
    if (deleted && action === 'delete') {
      notifySuccess(deleted.message);
      deleted.leave();
      return;
    }
    notifySuccess('Status Updated');
  };
  const review = (action: 'accept' | 'reject') => async () => {
    await decision.mutateAsync(action);
    notifySuccess('Status Updated');
  };
  const [pending, setPending] = useState<UserAction | null>(null);
  const dialog = { action: pending, onConfirm: confirm, onClose: () => setPending(null) };
  return { confirm, review, ask: setPending, dialog };
}
