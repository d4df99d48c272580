export const BOARD_CERTIFICATIONS_PATH = '/admin/board-certifications';

export enum BoardCertificationSortField {
  name = 'name',
}

/** The URL of the Board Certifications page with its search and page. */
export function boardCertificationListUrl(query: { search?: string; page?: number } = {}) {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.page) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${BOARD_CERTIFICATIONS_PATH}?${search}` : BOARD_CERTIFICATIONS_PATH;
}
