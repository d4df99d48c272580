import { useDashboardStore } from '@telehealth/shared/api';
import { useSessionStore } from '@telehealth/shared/session';
import { Button, Dialog, Portal, Text, notifySuccess } from '@telehealth/shared/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../auth/auth-api';
import { forgetRecent } from '../command-palette/recent-items';
import type { OpensAtOnce } from './deferred-control';
import { LogoutTrigger } from './LogoutTrigger';

/** Logout, after a confirmation; the session ends here even if the server call fails. */
export function LogoutButton({ openAtOnce = false }: OpensAtOnce) {
  const [open, setOpen] = useState(openAtOnce);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function logout() {
    setBusy(true);
    try {
      await signOut(useSessionStore.getState().session?.sessionId);
    } catch {
      // The server drops a session it could not be told about when the session expires.
    }
    useSessionStore.getState().clear();
    useDashboardStore.setState({ dashboard: null });
    forgetRecent();
    setBusy(false);
    setOpen(false);
    notifySuccess('Logout Success');
    navigate('/login', { replace: true });
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      role="alertdialog"
      placement="center"
    >
      <Dialog.Trigger asChild>
        <LogoutTrigger />
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Are you sure you want to logout?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">This session will be automatically dismissed</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  No
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={logout}>
                Yes
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
