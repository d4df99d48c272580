/** A feed entry opens the doctor's page with `?active=2`. */
export function doctorNotificationsUrl(doctorUid: string): string {
  return `/admin/doctors/${encodeURIComponent(doctorUid)}?active=2`;
}
