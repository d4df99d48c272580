export const ENQUIRIES_PATH = '/admin/enquiries';

export function enquiryDetailUrl(id: number | string): string {
  return `${ENQUIRIES_PATH}/${encodeURIComponent(String(id))}`;
}
