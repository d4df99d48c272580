import type { CatalogTab } from '../common/CatalogTabs';

export const SPECIALTIES_PATH = '/admin/specialties';

export enum SpecialtySortField {
  name = 'name',
}

/** The URL of the Specialties page with its tab, search and page. */
export function specialtyListUrl(query: { tab?: CatalogTab; search?: string; page?: number } = {}) {
  const params = new URLSearchParams();
  if (query.tab === 'suggested') params.set('tab', 'suggested');
  if (query.search) params.set('search', query.search);
  if (query.page) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${SPECIALTIES_PATH}?${search}` : SPECIALTIES_PATH;
}
