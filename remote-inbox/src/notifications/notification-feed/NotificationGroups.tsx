import { usePermission } from '@telehealth/shared/session';
import { formatTime } from '@telehealth/shared/format';
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@telehealth/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import type { DayGroup } from '../day-heading';
import type { FeedNotification } from '../types';
import { doctorNotificationsUrl } from '../urls';

function EntryContent({ entry }: { entry: FeedNotification }) {
  return (
    <Flex justify="space-between" align="flex-start" gap="4" width="full">
      <Box minWidth="0">
        <Text fontWeight="semibold">{entry.title}</Text>
        <Text color="fg.muted" fontSize="sm" wordBreak="break-word">
          {entry.description}
        </Text>
      </Box>
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" asChild>
        <time dateTime={entry.created_at}>{formatTime(entry.created_at)}</time>
      </Text>
    </Flex>
  );
}

function Entry({ entry }: { entry: FeedNotification }) {
  const box = { display: 'block', width: 'full', paddingBlock: '3', paddingInline: '4' } as const;
  if (!entry.doctor)
    return (
      <Box {...box}>
        <EntryContent entry={entry} />
      </Box>
    );
  return (
    <Link asChild {...box} color="inherit" textDecoration="none" _hover={{ bg: 'bg.muted' }}>
      <RouterLink to={doctorNotificationsUrl(entry.doctor.uid)}>
        <EntryContent entry={entry} />
      </RouterLink>
    </Link>
  );
}

export interface NotificationGroupsProps {
  groups: DayGroup<FeedNotification>[];
  onClearAll: () => void;
}

/** The feed by day: each day's heading, its entries, and 'Clear All' beside the first heading. */
export function NotificationGroups({ groups, onClearAll }: NotificationGroupsProps) {
  const mayClear = usePermission('notifications.clear');
  return (
    <Stack gap="5">
      {groups.map((group, index) => (
        <Box as="section" key={group.day} aria-label={group.heading}>
          <Flex justify="space-between" align="center" marginBottom="2">
            <Heading as="h2" size="sm" color="fg.muted">
              {group.heading}
            </Heading>
            {index === 0 && mayClear && (
              <Button variant="plain" size="sm" colorPalette="red" paddingInline="0" onClick={onClearAll}>
                Clear All
              </Button>
            )}
          </Flex>
          <Stack
            as="ul"
            gap="0"
            listStyleType="none"
            borderWidth="1px"
            borderRadius="md"
            bg="bg"
            overflow="hidden"
          >
            {group.items.map((entry, row) => (
              <Box as="li" key={entry.uid} borderTopWidth={row === 0 ? '0' : '1px'}>
                <Entry entry={entry} />
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
