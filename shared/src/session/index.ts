export { useSessionStore, isSignedIn } from './session-store';
export type { Session } from './session-store';
