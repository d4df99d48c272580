/** The appointments under a detail page show 10 a page. */
export const DETAIL_APPOINTMENTS_PAGE_SIZE = 10;
