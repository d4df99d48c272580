export const ENQUIRIES_PATH = '/admin/enquiries';

/** The enquiry list, on a zero-based page (page 0 leaves the key out). */
export function enquiryListUrl(page = 0): string {
  return page > 0 ? `${ENQUIRIES_PATH}?page=${page}` : ENQUIRIES_PATH;
}

export function enquiryDetailUrl(id: number | string): string {
  return `${ENQUIRIES_PATH}/${encodeURIComponent(String(id))}`;
}
