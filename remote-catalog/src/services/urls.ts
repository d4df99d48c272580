import type { CatalogTab } from '../common/CatalogTabs';

export const SERVICES_PATH = '/admin/services';

/** The list's fixed order (spec 7: by order, then name). */
export const SERVICE_ORDER = [{ order: 'ASC' }, { name: 'ASC' }] as const;

/** The URL of the Services page with its tab, search and page. */
export function serviceListUrl(query: { tab?: CatalogTab; search?: string; page?: number } = {}) {
  const params = new URLSearchParams();
  if (query.tab === 'suggested') params.set('tab', 'suggested');
  if (query.search) params.set('search', query.search);
  if (query.page) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${SERVICES_PATH}?${search}` : SERVICES_PATH;
}
