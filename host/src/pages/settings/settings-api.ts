import { api } from '@telehealth/shared/api';
import { reloadSessionAdmin } from '../../auth/session-admin';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import type { PaymentSettingsOutput } from '@telehealth/shared/schemas';

/** The platform's payment settings as the API answers them (GET /user/settings). */
export type PaymentSettings = ApiAnswer<'/api/user/settings', 'get'>;

export type PaymentSettingName = keyof PaymentSettings;

export function fetchPaymentSettings(signal: AbortSignal): Promise<PaymentSettings> {
  return api.get<PaymentSettings>('/user/settings', { signal });
}

/** Stores the form's values (the numbers as the admin typed them). */
export function savePaymentSettings(settings: PaymentSettingsOutput): Promise<unknown> {
  const names: PaymentSettingName[] = ['admin_commission', 'cancellation_fee', 'admin_email'];
  return api.put('/user/settings/bulk', {
    items: names.map((name) => ({ name, value: String(settings[name]).trim() })),
  });
}

/** Changes the signed-in admin's own password; the uid comes from GET /user/me. */
export async function changeOwnPassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = await reloadSessionAdmin();
  await api.post('/auth/password/change', {
    uid: user.uid,
    current_password: currentPassword,
    new_password: newPassword,
  });
}
