/** Spec section 9: the appointments under a detail page show 10 a page. */
export const DETAIL_APPOINTMENTS_PAGE_SIZE = 10;
