import { recordPath } from '@telehealth/shared/features';
import { formatTimestamp } from '@telehealth/shared/format';
import { useApiQuery, useWrites } from '@telehealth/shared/query';
import {
  Box,
  Button,
  Circle,
  HStack,
  IconButton,
  Popover,
  Portal,
  Stack,
  Switch,
  Text,
} from '@telehealth/shared/ui';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { inboxSentence } from './inbox-text';
import { fetchInbox, INBOX_KEY, markRead, setEmailPreference, useUnreadCount } from './work-api';

function InboxList({ onOpen }: { onOpen: () => void }) {
  const navigate = useNavigate();
  const inbox = useApiQuery([INBOX_KEY, 'list'], fetchInbox, { live: ['admin-inbox'] });
  const entries = inbox.data?.notifications ?? [];
  const write = useWrites([INBOX_KEY]);
  return (
    <Stack gap="0">
      <HStack justify="space-between" px="3" py="2" borderBottomWidth="1px">
        <Text fontWeight="semibold">Mentions and assignments</Text>
        <Button
          size="2xs"
          variant="ghost"
          disabled={!inbox.data?.unread}
          onClick={async () => {
            await write(() => markRead());
          }}
        >
          Mark all read
        </Button>
      </HStack>
      <Box maxHeight="360px" overflowY="auto">
        {inbox.status === 'loading' && !inbox.data ? (
          <Text px="3" py="4" color="fg.muted" textStyle="sm">
            Loading…
          </Text>
        ) : entries.length === 0 ? (
          <Text px="3" py="4" color="fg.muted" textStyle="sm">
            Nothing yet: mentions and assignments made by teammates show here.
          </Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none">
            {entries.map((entry) => (
              <li key={entry.uid}>
                <Box
                  as="button"
                  width="full"
                  textAlign="start"
                  px="3"
                  py="2"
                  borderBottomWidth="1px"
                  bg={entry.read_at ? undefined : 'teal.subtle'}
                  _hover={{ bg: 'bg.muted' }}
                  data-testid="inbox-entry"
                  onClick={async () => {
                    onOpen();
                    navigate(recordPath(entry.record_type, entry.record_key));
                    if (!entry.read_at) {
                      await write(() => markRead([entry.uid]));
                    }
                  }}
                >
                  <Text textStyle="sm" fontWeight={entry.read_at ? 'normal' : 'semibold'}>
                    {inboxSentence(entry)}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {formatTimestamp(entry.created_at)}
                  </Text>
                </Box>
              </li>
            ))}
          </Stack>
        )}
      </Box>
      <Switch.Root
        px="3"
        py="2"
        size="sm"
        checked={inbox.data?.notify_by_email ?? false}
        disabled={!inbox.data}
        onCheckedChange={async ({ checked }) => {
          await write(() => setEmailPreference(checked));
        }}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label textStyle="sm">Also send them to me by e-mail</Switch.Label>
      </Switch.Root>
    </Stack>
  );
}

/** The top bar's bell: the unread count of the admin's mentions and assignments, and the list. */
export function InboxBell({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const unread = useUnreadCount();
  const [open, setOpen] = useState(openAtOnce);
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Popover.Root
      open={open}
      onOpenChange={({ open: next }) => setOpen(next)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <IconButton aria-label={label} title={label} variant="ghost" size="sm" position="relative">
          <Bell size={18} />
          {unread > 0 && (
            <Circle
              size="4"
              bg="red.600"
              color="white"
              fontSize="2xs"
              fontWeight="bold"
              position="absolute"
              top="0"
              right="0"
              data-testid="inbox-unread"
            >
              {unread > 99 ? '99+' : unread}
            </Circle>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: '92vw', sm: '380px' }} p="0">
            {open && <InboxList onOpen={() => setOpen(false)} />}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
