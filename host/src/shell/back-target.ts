/** The list a detail page belongs to: the path without its last segment (`/admin/doctors/42` → `/admin/doctors`). */
export function parentPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  const cut = trimmed.lastIndexOf('/');
  return cut > 0 ? trimmed.slice(0, cut) : '/';
}

/**
 * Whether Back can step to an earlier page of this admin: React Router's browser history numbers
 * its entries (`history.state.idx`, 0 for the page the tab was opened on). A detail page opened from
 * a link or in a new tab is entry 0, and `navigate(-1)` there would do nothing or leave the admin.
 */
export function hasInAppHistory(state: unknown = window.history.state): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}
