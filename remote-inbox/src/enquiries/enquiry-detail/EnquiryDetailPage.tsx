import { useApiQuery } from '@telehealth/shared/query';
import { DetailLoadFailure, notifyError, notifySuccess, Stack, TableSkeleton } from '@telehealth/shared/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { fetchEnquiry, replyToEnquiry, setEnquiryStatus } from '../api';
import type { Enquiry, EnquiryStatus } from '../types';
import { ENQUIRIES_PATH } from '../urls';
import { EnquiryDetailView } from './EnquiryDetailView';

/** /admin/enquiries/{id}: opening it marks it read; status and replies update it in place. */
export function EnquiryDetailPage() {
  const { id = '' } = useParams();
  const query = useApiQuery(['enquiries', id], (signal) => fetchEnquiry(id, signal));
  // The latest answer of a write, which already carries the updated enquiry.
  const [updated, setUpdated] = useState<Enquiry | null>(null);

  if (query.status === 'error') {
    return (
      <DetailLoadFailure
        error={query.error}
        notFoundMessage="Enquiry not found"
        backTo={{ href: ENQUIRIES_PATH, label: 'Back to Enquiries' }}
        onRetry={query.reload}
      />
    );
  }
  const loaded = query.data?.enquiry;
  if (!loaded || String(loaded.id) !== id)
    return (
      <Stack gap="4" aria-busy>
        <TableSkeleton rows={3} columns={3} />
        <TableSkeleton rows={4} columns={1} />
      </Stack>
    );
  const enquiry = updated?.id === loaded.id ? updated : loaded;

  async function toggleStatus(next: EnquiryStatus) {
    const answer = await setEnquiryStatus(enquiry.id, next);
    setUpdated(answer.enquiry);
    notifySuccess('Status Updated');
  }

  async function reply(note: string) {
    const answer = await replyToEnquiry(enquiry.id, note);
    setUpdated(answer.enquiry);
    notifySuccess('Success');
    // Saved either way; the admin should know when the enquirer did not get it by e-mail.
    if (!answer.mail_sent) notifyError('The reply was saved but could not be e-mailed');
  }

  return <EnquiryDetailView enquiry={enquiry} onToggleStatus={toggleStatus} onReply={reply} />;
}
