import type { ReactNode } from 'react';
import { useSessionStore } from './session-store';

/**
 * Whether the signed-in admin's role holds `permission` (names as the API declares them:
 * `payments.refund`, `doctors.approve`, ...). False while nobody is signed in or before the session
 * said: what the API would refuse is not offered. The API enforces it anyway (a 403).
 */
export function hasPermission(permission: string): boolean {
  return useSessionStore.getState().admin?.permissions.includes(permission) ?? false;
}

/** `hasPermission` as a hook: the component re-renders when the session's permissions change. */
export function usePermission(permission: string): boolean {
  return useSessionStore((state) => state.admin?.permissions.includes(permission) ?? false);
}

/** Renders `children` only when the admin holds `permission` (else `fallback`, nothing by default). */
export function Can({
  permission,
  children,
  fallback = null,
}: {
  permission: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return usePermission(permission) ? children : fallback;
}
