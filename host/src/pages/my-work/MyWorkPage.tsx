import { assign, recordPath, type WorkQueue } from '@telehealth/shared/features';
import { formatTimestamp } from '@telehealth/shared/format';
import { useApiQuery, useWrite } from '@telehealth/shared/query';
import { useSessionStore } from '@telehealth/shared/session';
import {
  Button,
  DataTable,
  type DataTableColumn,
  ErrorPanel,
  Grid,
  Pagination,
  RowLink,
  SectionCard,
  Stack,
  Stat,
  Text,
} from '@telehealth/shared/ui';
import { useState } from 'react';
import { fetchMyWork, type MyWork, WORK_KEY, type WorkItem, workTopics } from '../../inbox/work-api';
import { usePageTitle } from '../../shell/use-page-title';

const PAGE_SIZE = 25;

/** One item of each queue (a queue a module declared reads as its title). */
const QUEUE_NOUN: Record<string, string> = {
  enquiries: 'Enquiry',
  doctors: 'Doctor awaiting approval',
  'suggested-specialties': 'Suggested specialty',
  'suggested-services': 'Suggested service',
};

function AssignToMe({ item, mayAssign }: { item: WorkItem; mayAssign: boolean }) {
  const me = useSessionStore((state) => state.admin?.uid);
  // After a refusal too (someone else took it: the API client said who), the list reads again.
  const take = useWrite((admin: string) => assign(item.queue as WorkQueue, item.key, admin, null), {
    changes: [WORK_KEY],
    afterRefusalToo: true,
  });
  if (item.assignee || !me || !mayAssign) return null;
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="teal"
      loading={take.isPending}
      onClick={() => take.mutate(me)}
    >
      Assign to me
    </Button>
  );
}

/** The columns, with each queue as the answer's counts say it (its title, whether the admin may assign). */
function columns(counts: MyWork['counts']): DataTableColumn<WorkItem>[] {
  const queues = new Map(counts.map((count) => [count.queue, count]));
  return [
    {
      key: 'item',
      header: 'Item',
      render: (item) => <RowLink to={recordPath(item.record_type, item.key)}>{item.label}</RowLink>,
    },
    {
      key: 'queue',
      header: 'Queue',
      render: (item) => QUEUE_NOUN[item.queue] ?? queues.get(item.queue)?.title ?? item.queue,
    },
    { key: 'since', header: 'Waiting since', render: (item) => formatTimestamp(item.created_at) },
    {
      key: 'assignee',
      header: 'Assignee',
      render: (item) =>
        item.assignee ? <Text fontWeight="semibold">You</Text> : <Text color="fg.muted">Unassigned</Text>,
    },
    {
      key: 'action',
      header: '',
      render: (item) => <AssignToMe item={item} mayAssign={queues.get(item.queue)?.can_assign ?? false} />,
    },
  ];
}

function Counts({ work }: { work: MyWork }) {
  const shown = work.counts.filter((count) => count.mine > 0 || count.unassigned > 0);
  if (!shown.length) return null;
  return (
    <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="4">
      {shown.map((count) => (
        <Stat.Root key={count.queue} borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
          <Stat.Label>{count.title}</Stat.Label>
          <Stat.ValueText data-testid={`my-work-${count.queue}`}>
            {count.mine + count.unassigned}
          </Stat.ValueText>
          <Stat.HelpText mb="0">
            {count.mine} mine · {count.unassigned} unassigned
          </Stat.HelpText>
        </Stat.Root>
      ))}
    </Grid>
  );
}

/** /admin/my-work: what waits for the signed-in admin, theirs first, then unassigned, oldest first; live. */
export function MyWorkPage() {
  usePageTitle('My work');
  const [page, setPage] = useState(0);
  const [topics, setTopics] = useState(workTopics([]));
  const query = useApiQuery([WORK_KEY, 'page', page], (signal) => fetchMyWork(page, PAGE_SIZE, signal), {
    live: topics,
  });
  if (query.status === 'error' && !query.data) return <ErrorPanel onRetry={query.reload} />;
  const work = query.data;
  const heard = workTopics(work?.counts ?? []);
  if (heard.length !== topics.length) setTopics(heard);
  return (
    <Stack gap="4">
      {work && <Counts work={work} />}
      <SectionCard
        title={
          work
            ? `${work.total.toLocaleString('en-US')} ${work.total === 1 ? 'item waits' : 'items wait'}`
            : 'My work'
        }
      >
        <DataTable
          columns={columns(work?.counts ?? [])}
          rows={work?.items ?? []}
          rowKey={(item) => `${item.queue}:${item.key}`}
          loading={query.status === 'loading' && !work}
          emptyText="Nothing waits for you: no item is assigned to you, and the queues you work on are empty"
          scrollLabel="My work"
        />
        <Pagination page={page} pageSize={PAGE_SIZE} total={work?.total ?? 0} onPageChange={setPage} />
      </SectionCard>
    </Stack>
  );
}
