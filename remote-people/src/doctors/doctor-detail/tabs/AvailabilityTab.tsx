import { useApiQuery } from '@telehealth/shared/query';
import { formatTime } from '@telehealth/shared/format';
import { Badge, Card, EmptyState, HStack, SimpleGrid, Stack, Text } from '@telehealth/shared/ui';
import { QueryContent } from '../../../users/components/QueryContent';
import { fetchAvailability } from '../../api';
import type { AvailabilityDay, WeekDay } from '../../types';

const DAYS: WeekDay[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

export function AvailabilityWeek({ days }: { days: AvailabilityDay[] }) {
  const byDay = new Map(days.map((day) => [day.day, day.sessions]));
  if (![...byDay.values()].some((sessions) => sessions.length)) return <EmptyState />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
      {DAYS.map((day) => {
        const sessions = byDay.get(day) ?? [];
        return (
          <Card.Root key={day} size="sm" data-testid={`day-${day}`}>
            <Card.Header>
              <Text fontWeight="bold">{day}</Text>
            </Card.Header>
            <Card.Body gap="3">
              {sessions.length === 0 && <Text color="fg.muted">Not available</Text>}
              {sessions.map((session, index) => (
                <Stack
                  // biome-ignore lint/suspicious/noArrayIndexKey: sessions have no id and never reorder
                  key={index}
                  gap="1"
                  borderLeftWidth="3px"
                  borderColor="teal.500"
                  ps="2"
                >
                  <Text fontWeight="semibold">
                    {formatTime(session.from_time)} - {formatTime(session.to_time)}
                  </Text>
                  <HStack gap="1" wrap="wrap">
                    {session.in_clinic && <Badge colorPalette="purple">In Clinic</Badge>}
                    {session.video_visit && <Badge colorPalette="teal">Video Visit</Badge>}
                    <Badge>{session.no_of_break === 2 ? '2 Breaks' : '1 Break'}</Badge>
                  </HStack>
                  {session.location && (
                    <Text textStyle="sm" color="fg.muted">
                      {session.location.address}
                    </Text>
                  )}
                </Stack>
              ))}
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}

export function AvailabilityTab({ uid }: { uid: string }) {
  const query = useApiQuery(['doctors', uid, 'availability'], (signal) => fetchAvailability(uid, signal));
  return (
    <QueryContent query={query} skeleton={4}>
      {(days) => <AvailabilityWeek days={days} />}
    </QueryContent>
  );
}
