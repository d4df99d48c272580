import { api } from '@telehealth/shared/api';

export interface PaymentSettings {
  admin_email: string;
  admin_commission: number | string;
  cancellation_fee: number | string;
}

export type PaymentSettingName = keyof PaymentSettings;

export function fetchPaymentSettings(signal: AbortSignal): Promise<PaymentSettings> {
  return api.get<PaymentSettings>('/user/settings', { signal });
}

export function savePaymentSettings(settings: PaymentSettings): Promise<unknown> {
  const names: PaymentSettingName[] = ['admin_commission', 'cancellation_fee', 'admin_email'];
  return api.put('/user/settings/bulk', {
    items: names.map((name) => ({ name, value: String(settings[name]).trim() })),
  });
}

/** Changes the signed-in admin's own password; the uid comes from GET /user/me. */
export async function changeOwnPassword(currentPassword: string, newPassword: string): Promise<void> {
  const { user } = await api.get<{ user: { uid: string } }>('/user/me');
  await api.post('/auth/password/change', {
    uid: user.uid,
    current_password: currentPassword,
    new_password: newPassword,
  });
}
