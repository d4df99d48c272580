import { Can } from '@telehealth/shared/session';
import { formatTimestamp, formatUsPhone } from '@telehealth/shared/format';
import { Box, DetailList, EmailText, Flex, RowLink, SectionCard, Stack, Text } from '@telehealth/shared/ui';
import { EnquiryStatusBadge } from '../components/EnquiryStatusBadge';
import { enquirerEmail, enquirerName, enquirerRecordPath } from '../components/enquirer';
import type { Enquiry, EnquiryStatus } from '../types';
import { EnquiryReplies } from './EnquiryReplies';
import { ReplyForm } from './ReplyForm';
import { StatusToggleButton } from './StatusToggleButton';

export interface EnquiryDetailViewProps {
  enquiry: Enquiry;
  onToggleStatus: (next: EnquiryStatus) => unknown;
  onReply: (note: string) => unknown;
}

/** One enquiry: who wrote, what, when; the replies so far; the reply box; the status toggle. */
export function EnquiryDetailView({ enquiry, onToggleStatus, onReply }: EnquiryDetailViewProps) {
  const record = enquirerRecordPath(enquiry);
  return (
    <Stack gap="4">
      <SectionCard
        title={
          <Flex align="center" gap="3" wrap="wrap">
            Enquiry <EnquiryStatusBadge status={enquiry.status} />
          </Flex>
        }
        actions={
          <Can permission="enquiries.reply">
            <StatusToggleButton status={enquiry.status} onToggle={onToggleStatus} />
          </Can>
        }
      >
        <Stack gap="5">
          <DetailList
            items={[
              {
                label: 'Name',
                value: record ? (
                  <RowLink to={record}>{enquirerName(enquiry)}</RowLink>
                ) : (
                  enquirerName(enquiry)
                ),
              },
              { label: 'Email', value: <EmailText value={enquirerEmail(enquiry)} /> },
              { label: 'Phone', value: formatUsPhone(enquiry.phone) },
              { label: 'Subject', value: enquiry.subject },
              { label: 'Enquiry Date & Time', value: formatTimestamp(enquiry.created_at) },
            ]}
          />
          <Box>
            <Text fontSize="sm" fontWeight="medium" color="fg.muted" marginBottom="1">
              Message
            </Text>
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {enquiry.message}
            </Text>
          </Box>
        </Stack>
      </SectionCard>
      <SectionCard title="Replies">
        <Stack gap="5">
          <EnquiryReplies replies={enquiry.enquiryReply ?? []} />
          <Can permission="enquiries.reply">
            <ReplyForm onSubmit={onReply} />
          </Can>
        </Stack>
      </SectionCard>
    </Stack>
  );
}
