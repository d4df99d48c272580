/**
 * The Back button shows when the path is deeper than three segments, counted as the old admin did
 * (`'/admin/doctors/42'.split('/')` has four parts), so it appears on every detail page.
 */
export function shouldShowBack(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').split('/').length > 3;
}
