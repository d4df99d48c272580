/** Spec section 2: a feed entry opens the doctor's Notifications tab (tab 2 of the detail page). */
export function doctorNotificationsUrl(doctorUid: string): string {
  return `/admin/doctors/${encodeURIComponent(doctorUid)}?active=2`;
}
