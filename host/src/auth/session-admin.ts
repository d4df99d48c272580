import type { ApiAnswer, SessionAdmin } from '@telehealth/shared/contracts';
import { useSessionStore } from '@telehealth/shared/session';
import { api } from '@telehealth/shared/api';

/**
 * Asks the API who is signed in (GET /user/me) and stores the answer in the session store, so every
 * screen sees the admin's current role, permissions and second-factor state.
 */
export async function reloadSessionAdmin(): Promise<SessionAdmin> {
  const { user } = await api.get<ApiAnswer<'/api/user/me', 'get'>>('/user/me');
  useSessionStore.setState({ admin: user });
  return user;
}
