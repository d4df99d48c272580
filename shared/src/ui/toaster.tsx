import { createToaster } from '@chakra-ui/react';

/**
 * Toasts stack at the top right, below the shell's top bar (64 px high, plus a gap), so none covers
 * its Search, Theme, Settings and Logout buttons.
 */
export const TOAST_OFFSETS = { top: '76px', right: '16px', bottom: '16px', left: '16px' };

/** The one toaster of the page; the host mounts <Toaster />, every app calls the notify helpers. */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
  offsets: TOAST_OFFSETS,
});

const TOAST_DURATION_MS = 4000;

export function notifySuccess(title: string): void {
  toaster.create({ type: 'success', title, duration: TOAST_DURATION_MS });
}

export function notifyError(title: string): void {
  toaster.create({ type: 'error', title, duration: TOAST_DURATION_MS });
}
