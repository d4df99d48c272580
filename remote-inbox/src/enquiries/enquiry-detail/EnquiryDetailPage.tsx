import { RecordNotes, WorkAssignee } from '@telehealth/shared/features';
import { DetailFrame, notifyError, notifySuccess, Stack, TableSkeleton } from '@telehealth/shared/ui';
import { useParams } from 'react-router-dom';
import { replyToEnquiry, setEnquiryStatus } from '../api';
import { enquiries } from '../resource';
import type { EnquiryAnswer, EnquiryStatus } from '../types';
import { ENQUIRIES_PATH } from '../urls';
import { EnquiryDetailView } from './EnquiryDetailView';

const SKELETON = (
  <Stack gap="4" aria-busy>
    <TableSkeleton rows={3} columns={3} />
    <TableSkeleton rows={4} columns={1} />
  </Stack>
);

// A write answers with the updated enquiry: it becomes the cached one (a read would mark it read again).
const answeredEnquiry = ({ enquiry }: EnquiryAnswer): EnquiryAnswer => ({ enquiry });

/** /admin/enquiries/{id}: opening it marks it read; status and replies update it in place. */
export function EnquiryDetailPage() {
  const { id = '' } = useParams();
  const query = enquiries.useRecord(id);
  const numericId = Number(id);
  const setStatus = enquiries.useAction(id, (next: EnquiryStatus) => setEnquiryStatus(numericId, next), {
    record: answeredEnquiry,
  });
  const sendReply = enquiries.useAction(id, (note: string) => replyToEnquiry(numericId, note), {
    record: answeredEnquiry,
  });

  async function toggleStatus(next: EnquiryStatus) {
    await setStatus.mutateAsync(next);
    notifySuccess('Status Updated');
  }

  async function reply(note: string) {
    const answer = await sendReply.mutateAsync(note);
    notifySuccess('Success');
    // Saved either way; the admin should know when the enquirer did not get it by e-mail.
    if (!answer.mail_sent) notifyError('The reply was saved but could not be e-mailed');
  }

  return (
    <DetailFrame
      query={query}
      thing="Enquiry"
      list={{ href: ENQUIRIES_PATH, label: 'Enquiries' }}
      skeleton={SKELETON}
    >
      {({ enquiry }) => (
        <Stack gap="4">
          <WorkAssignee queue="enquiries" itemKey={String(enquiry.id)} />
          <EnquiryDetailView enquiry={enquiry} onToggleStatus={toggleStatus} onReply={reply} />
          <RecordNotes type="enquiry" recordKey={String(enquiry.id)} />
        </Stack>
      )}
    </DetailFrame>
  );
}
