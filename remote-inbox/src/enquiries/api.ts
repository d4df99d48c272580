// All data access of the enquiry pages.
import { api, pageWindow } from '@telehealth/shared/api';
import { assigneeWhere } from '@telehealth/shared/features';
import type { BulkResult } from '@telehealth/shared/list';
import type { EnquiryAnswer, EnquiryList, EnquiryStatus, ReplyAnswer } from './types';

/** The list's `where` for its Assignee filter (as the URL keeps it), when one is chosen. */
export function enquiryWhere(assignee: string): { where?: { assignee: string | null } } {
  const value = assigneeWhere(assignee);
  return value === undefined ? {} : { where: { assignee: value } };
}

export function fetchEnquiries(page: number, pageSize: number, signal?: AbortSignal, assignee = '') {
  return api.get<EnquiryList>('/enquiry', {
    signal,
    searchParams: {
      sort: [{ created_at: 'DESC' }],
      ...enquiryWhere(assignee),
      ...pageWindow(page, pageSize),
      populate: ['user'],
    },
  });
}

/** Opening an enquiry marks it read on the server. */
export function fetchEnquiry(id: string, signal?: AbortSignal) {
  return api.get<EnquiryAnswer>(`/enquiry/${encodeURIComponent(id)}`, {
    signal,
    // The page shows the failure (not found, or the error panel): no toast on top.
    silent: true,
    searchParams: { populate: ['user', 'enquiryReply'] },
  });
}

export function setEnquiryStatus(id: number, status: EnquiryStatus) {
  return api.put<EnquiryAnswer>(`/enquiry/${id}`, { status });
}

/** Sets the status of several enquiries in one call: 1 done (completed), 0 pending. */
export function setEnquiryStatuses(ids: number[], status: EnquiryStatus) {
  return api.post<BulkResult>('/enquiry/bulk', { status, ids });
}

/** Adds a reply; the server mails it to the enquirer. */
export function replyToEnquiry(id: number, notes: string, now: Date = new Date()) {
  return api.put<ReplyAnswer>(`/enquiry/${id}`, { notes, note_added_date: now.toISOString() });
}
