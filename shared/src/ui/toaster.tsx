import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/** The one toaster of the page; the host mounts <Toaster />, every app calls the notify helpers. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

const TOAST_DURATION_MS = 4000;

export function notifySuccess(title: string): void {
  toaster.create({ type: 'success', title, duration: TOAST_DURATION_MS });
}

export function notifyError(title: string): void {
  toaster.create({ type: 'error', title, duration: TOAST_DURATION_MS });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
