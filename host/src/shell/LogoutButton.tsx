import { api } from '@telehealth/shared/api';
import { useSessionStore } from '@telehealth/shared/session';
import { Button, Dialog, Portal, Text, notifySuccess } from '@telehealth/shared/ui';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Logout, after the spec's confirmation; the session is cleared even if the server call fails. */
export function LogoutButton() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function logout() {
    setBusy(true);
    const sessionId = useSessionStore.getState().session?.sessionId;
    try {
      await api.post('/auth/logout', { session_id: sessionId }, { silent: true });
      notifySuccess('Logout Success');
    } catch {
      // The session ends locally either way; the server drops it when it expires.
    } finally {
      useSessionStore.getState().clear();
      setBusy(false);
      setOpen(false);
      navigate('/login', { replace: true });
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button size="sm" variant="ghost" aria-label="Logout">
          <LogOut size={16} /> Logout
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Are you sure you want to logout?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.600">This session will be automatically dismissed</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">No</Button>
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
