import { formatTimestamp } from '@telehealth/shared/format';
import { Box, Stack, Text } from '@telehealth/shared/ui';
import type { EnquiryReply } from '../types';

/** The replies already sent, oldest first, each with its date. */
export function EnquiryReplies({ replies }: { replies: EnquiryReply[] }) {
  if (replies.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        No replies yet
      </Text>
    );
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Earlier replies">
      {replies.map((reply) => (
        <Box as="li" key={reply.id} borderLeftWidth="3px" borderColor="teal.500" paddingInlineStart="3">
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {reply.reply}
          </Text>
          <Text fontSize="xs" color="fg.muted" marginTop="1">
            {formatTimestamp(reply.created_at)}
            {reply.answered_by ? ` · Answered by ${reply.answered_by}` : ''}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
