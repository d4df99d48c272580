export { useSessionStore, isSignedIn } from './session-store';
export type { Session } from './session-store';
export { Can, hasPermission, usePermission } from './permissions';
