import { afterWrite, useApiQuery, useWrite } from '@telehealth/shared/query';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorPanel,
  Flex,
  ListSkeleton,
  Stack,
  usePendingAction,
} from '@telehealth/shared/ui';
import { DateTime } from 'luxon';
import { useEffect, useMemo, useState } from 'react';
import { clearNotifications, fetchNotifications } from '../api';
import { groupByDay } from '../day-heading';
import type { FeedNotification } from '../types';
import { NotificationGroups } from './NotificationGroups';

/** The feed shows 100 placeholders while it loads. */
const SKELETON_COUNT = 100;

/** /admin/notifications: the feed by day; reading it (or clearing it) puts the menu's dot out. */
export function NotificationFeedPage() {
  const query = useApiQuery(
    ['notifications', 'feed'],
    async (signal) => {
      const answer = await fetchNotifications(0, signal);
      // Reading the feed marks it read on the server: as far as the menu's dot goes, a write.
      afterWrite([]);
      return answer;
    },
    { live: ['notifications'] },
  );
  // Older entries fetched with 'Show older', and whether the feed was cleared since it loaded.
  const [older, setOlder] = useState<FeedNotification[]>([]);
  const [cleared, setCleared] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const loadMore = usePendingAction();
  // The feed shows itself cleared rather than reading again; the write reads the menu's dot again.
  const clear = useWrite(clearNotifications, { changes: [] });

  // A new first page (a live update, or the read after clearing) replaces what was shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new answer on purpose
  useEffect(() => {
    setCleared(false);
    setOlder([]);
  }, [query.data]);

  const entries = useMemo(
    () => (cleared ? [] : [...(query.data?.notifications ?? []), ...older]),
    [cleared, query.data, older],
  );
  const groups = useMemo(() => groupByDay(entries, DateTime.local()), [entries]);

  if (query.status === 'error') return <ErrorPanel onRetry={query.reload} />;
  if (query.status === 'loading') return <ListSkeleton count={SKELETON_COUNT} />;

  const total = cleared ? 0 : query.data.count;

  async function showOlder() {
    const answer = await fetchNotifications(entries.length);
    setOlder((previous) => [...previous, ...answer.notifications]);
  }

  async function clearAll() {
    await clear.mutateAsync();
    setCleared(true);
    setOlder([]);
  }

  return (
    <Stack gap="4">
      {groups.length === 0 ? (
        <EmptyState />
      ) : (
        <NotificationGroups groups={groups} onClearAll={() => setConfirming(true)} />
      )}
      {entries.length < total && (
        <Flex justify="center">
          <Button
            variant="outline"
            size="sm"
            loading={loadMore.pending}
            onClick={() => loadMore.run(showOlder)}
          >
            Show older
          </Button>
        </Flex>
      )}
      <ConfirmDialog
        open={confirming}
        title="Are you sure you want to clear notifications!"
        onConfirm={clearAll}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
