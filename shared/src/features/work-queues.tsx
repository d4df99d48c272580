import { api } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import { useApiQuery, useWrite } from '@telehealth/shared/query';
import { useSessionStore } from '@telehealth/shared/session';
import {
  Button,
  type DataTableColumn,
  HStack,
  IconButton,
  Menu,
  notifySuccess,
  Portal,
  SelectFilter,
  type SelectOption,
  Text,
  withAll,
} from '@telehealth/shared/ui';
import { UserPlus } from 'lucide-react';
import { TeammatePicker } from './teammate-picker';

/**
 * The work queues whose items are assigned (as the API names them): the product's, or one a module
 * declared (its name is its record's list path and live topic).
 */
export type WorkQueue =
  | 'enquiries'
  | 'doctors'
  | 'suggested-specialties'
  | 'suggested-services'
  | (string & {});

export type Assignee = { uid: string; full_name: string } | null;
type Assignment = ApiAnswer<'/api/assignments/enquiries/{key}', 'get'>['assignment'];
type AssignableAnswer = ApiAnswer<'/api/assignments/enquiries/assignable', 'get'>;
type Assignable = AssignableAnswer['admins'];

/** The live topic each queue's rows announce (an assignment changes its item's row). */
export const QUEUE_TOPIC: Record<string, string> = {
  enquiries: 'enquiries',
  doctors: 'people',
  'suggested-specialties': 'specialties',
  'suggested-services': 'services',
};
/** A declared queue's topic is its name, like its list's. */
const topicOf = (queue: WorkQueue) => QUEUE_TOPIC[queue] ?? queue;
export const ASSIGNMENT_KEY = 'assignments';

/** The filter's values as the URL keeps them: '' all, 'none' unassigned, 'me' mine, or a teammate's uid. */
export const UNASSIGNED = 'none';
export const MINE = 'me';

/**
 * The list's `where.assignee` for the filter's URL value: undefined (no filter), null (Unassigned)
 * or an admin's uid. "Mine" stays 'me' in the URL and saved views, so a shared link or a view means
 * whoever opens it.
 */
export function assigneeWhere(value: string): string | null | undefined {
  if (!value) return undefined;
  if (value === UNASSIGNED) return null;
  if (value === MINE) return useSessionStore.getState().admin?.uid ?? UNASSIGNED;
  return value;
}

/**
 * The admins whose role may act on the queue's items (whom they can be assigned to), and whether
 * the signed-in admin may assign them (the API knows each queue's permission, declared ones too).
 */
function useAssignable(queue: WorkQueue) {
  return useApiQuery([ASSIGNMENT_KEY, queue, 'assignable'], (signal) =>
    api.get<AssignableAnswer>(`/assignments/${queue}/assignable`, { signal }),
  );
}

/** The Assignee filter of a queue's list: All, Unassigned, Mine, then each teammate. */
export function AssigneeFilter({
  queue,
  value,
  onChange,
}: {
  queue: WorkQueue;
  value: string;
  onChange: (value: string) => void;
}) {
  const me = useSessionStore((state) => state.admin?.uid);
  const admins = useAssignable(queue).data?.admins ?? [];
  const options: SelectOption[] = withAll([
    { label: 'Unassigned', value: UNASSIGNED },
    { label: 'Mine', value: MINE },
    ...admins
      .filter((admin) => admin.uid !== me)
      .map((admin) => ({ label: admin.full_name, value: admin.uid })),
  ]);
  if (value && !options.some((option) => option.value === value))
    options.push({ label: 'Selected administrator', value });
  return <SelectFilter label="Assignee" value={value} options={options} onChange={onChange} />;
}

/**
 * The lists' Assignee column: who has the item, or 'Unassigned'. With its `queue`, an admin who may
 * assign the queue's items also gets a menu in the cell: Assign to me, to a teammate, Unassign. The
 * item is the row's `uid` and the menu is named by its `name` unless `key` and `name` say otherwise.
 */
export function assigneeColumn<Row extends { assignee: Assignee }>({
  queue,
  key = (row) => (row as { uid?: string }).uid ?? '',
  name = (row) => (row as { name?: string }).name ?? '',
  ...column
}: Pick<DataTableColumn<Row>, 'hideBelow'> & {
  queue?: WorkQueue;
  key?: (row: Row) => string;
  name?: (row: Row) => string;
} = {}): DataTableColumn<Row> {
  return {
    ...column,
    key: 'assignee',
    header: 'Assignee',
    render: (row) =>
      queue ? (
        <AssigneeCell queue={queue} itemKey={key(row)} name={name(row)} assignee={row.assignee} />
      ) : (
        <AssigneeName assignee={row.assignee} />
      ),
  };
}

function AssigneeName({ assignee }: { assignee: Assignee }) {
  return assignee ? (
    <Text whiteSpace="nowrap">{assignee.full_name}</Text>
  ) : (
    <Text color="fg.muted" whiteSpace="nowrap">
      Unassigned
    </Text>
  );
}

/** What the server says after an assignment, said again on the list. */
function assignedMessage(to: string | null, me: string | undefined, teammates: Assignable): string {
  if (to === null) return 'Unassigned';
  if (to === me) return 'Assigned to you';
  const name = teammates.find((admin) => admin.uid === to)?.full_name;
  return name ? `Assigned to ${name}` : 'Assigned';
}

/** An Assignee cell with its row actions (a menu, so that the row stays narrow on a laptop). */
function AssigneeCell({
  queue,
  itemKey,
  name,
  assignee,
}: {
  queue: WorkQueue;
  itemKey: string;
  name: string;
  assignee: Assignee;
}) {
  const mayAssign = useAssignable(queue).data?.can_assign ?? false;
  const assignTo = useAssign(queue, itemKey);
  if (!mayAssign) return <AssigneeName assignee={assignee} />;
  const current = assignee?.uid ?? null;
  return (
    <HStack gap="1" wrap="nowrap">
      <AssigneeName assignee={assignee} />
      <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton size="2xs" variant="ghost" aria-label={`Assign ${name}`} loading={assignTo.isPending}>
            <UserPlus size={14} aria-hidden />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <AssignMenuItems
              queue={queue}
              current={current}
              onPick={(to, message) =>
                assignTo.mutate({ to, current }, { onSuccess: () => notifySuccess(message) })
              }
            />
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );
}

/** The menu's choices, read when it opens: Assign to me, each teammate whose role may act, Unassign. */
function AssignMenuItems({
  queue,
  current,
  onPick,
}: {
  queue: WorkQueue;
  current: string | null;
  onPick: (to: string | null, message: string) => void;
}) {
  const me = useSessionStore((state) => state.admin?.uid);
  const admins = useAssignable(queue).data?.admins ?? [];
  const teammates = admins.filter((admin) => admin.uid !== me && admin.uid !== current);
  const pick = (to: string | null) => onPick(to, assignedMessage(to, me, admins));
  return (
    <Menu.Content>
      {me && current !== me && (
        <Menu.Item value="me" onClick={() => pick(me)}>
          Assign to me
        </Menu.Item>
      )}
      {teammates.map((admin) => (
        <Menu.Item key={admin.uid} value={admin.uid} onClick={() => pick(admin.uid)}>
          Assign to {admin.full_name}
        </Menu.Item>
      ))}
      {current && (
        <Menu.Item value="none" onClick={() => pick(null)}>
          Unassign
        </Menu.Item>
      )}
    </Menu.Content>
  );
}

/** Assigns (null: unassigns) an item, provided `expected` still has it; the server says who does if not. */
export function assign(queue: WorkQueue, key: string, assignee: string | null, expected: string | null) {
  return api.put<{ assignment: Assignment }>(`/assignments/${queue}/${encodeURIComponent(key)}`, {
    assignee_uid: assignee,
    expected_assignee_uid: expected,
  });
}

/**
 * Assigning an item (a write): the item and its queue read again, after a refusal too (someone else
 * took it meanwhile: the API client said who, and the read shows the item as it is).
 */
function useAssign(queue: WorkQueue, itemKey: string) {
  return useWrite(
    ({ to, current }: { to: string | null; current: string | null }) => assign(queue, itemKey, to, current),
    { changes: [ASSIGNMENT_KEY, topicOf(queue)], afterRefusalToo: true },
  );
}

/**
 * A work item's assignee on its record page: who has it, "Assign to me", assign to a teammate
 * whose role may act, and unassign. Reads again when the item changes in any browser.
 */
export function WorkAssignee({ queue, itemKey }: { queue: WorkQueue; itemKey: string }) {
  const me = useSessionStore((state) => state.admin?.uid);
  const query = useApiQuery(
    [ASSIGNMENT_KEY, queue, itemKey],
    (signal) =>
      api.get<{ assignment: Assignment }>(`/assignments/${queue}/${encodeURIComponent(itemKey)}`, {
        signal,
        silent: true,
      }),
    { live: [topicOf(queue)] },
  );
  const assignable = useAssignable(queue);
  const mayAssign = assignable.data?.can_assign ?? false;
  const assignTo = useAssign(queue, itemKey);
  const busy = assignTo.isPending;
  const assignment = query.data?.assignment;
  if (!assignment) return null;
  const current = assignment.assignee?.uid ?? null;
  const change = (to: string | null) => assignTo.mutate({ to, current });
  const teammates = (assignable.data?.admins ?? []).filter((admin) => admin.uid !== current);
  return (
    <HStack gap="3" wrap="wrap" data-testid="work-assignee">
      <Text textStyle="sm">
        <Text as="span" color="fg.muted">
          Assignee:{' '}
        </Text>
        <Text as="span" fontWeight="semibold">
          {assignment.assignee
            ? assignment.assignee.uid === me
              ? `${assignment.assignee.full_name} (you)`
              : assignment.assignee.full_name
            : 'Unassigned'}
        </Text>
      </Text>
      {mayAssign && assignment.open && (
        <>
          {current !== me && (
            <Button size="xs" colorPalette="teal" loading={busy} onClick={() => change(me ?? null)}>
              Assign to me
            </Button>
          )}
          {teammates.length > 0 && (
            <TeammatePicker
              label="Assign to a teammate"
              placeholder="Assign to…"
              teammates={teammates}
              onPick={(uid) => void change(uid)}
              disabled={busy}
            />
          )}
          {current && (
            <Button size="xs" variant="outline" loading={busy} onClick={() => change(null)}>
              Unassign
            </Button>
          )}
        </>
      )}
    </HStack>
  );
}
