import { createToaster } from '@chakra-ui/react';

/** The one toaster of the page; the host mounts <Toaster />, every app calls the notify helpers. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

const TOAST_DURATION_MS = 4000;

export function notifySuccess(title: string): void {
  toaster.create({ type: 'success', title, duration: TOAST_DURATION_MS });
}

export function notifyError(title: string): void {
  toaster.create({ type: 'error', title, duration: TOAST_DURATION_MS });
}
