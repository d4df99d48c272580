import { usePermission } from '@telehealth/shared/session';
import {
  type ListAnswer,
  ListExport,
  type ListExportProps,
  type ListPage,
  type ListPageOptions,
  type ListRequest,
  ListResults,
  type ListTableComponentProps,
  listMatching,
  prefetchListPage,
  SavedViews,
  useListPage,
  useListSelection,
} from '@telehealth/shared/list';
import { Stack } from '@telehealth/shared/ui';
import type { ComponentType, ReactNode } from 'react';
import { UserBulkActions } from './UserBulkActions';

/** What every people list's row has: its uid, and a name or e-mail to call it by. */
interface PersonRow {
  uid: string;
  full_name?: string | null;
  email?: string | null;
}

const personId = (row: PersonRow) => row.uid;
const personName = (row: PersonRow) => row.full_name || row.email || row.uid;

export interface PeopleListOptions<F, A extends ListAnswer> {
  /** The list's name: its cache root, its saved views and its CSV file's name. */
  name: string;
  filterKeys: readonly string[];
  readFilters: (params: URLSearchParams) => F;
  /** The page's read: the filters with the page, its size and the sort. */
  fetch: (request: F & Omit<ListRequest<F>, 'filters'>, signal: AbortSignal) => Promise<A>;
}

/** A people list's controller, with the list's name. */
export type PeopleListPage<F, A> = ListPage<F, A> & { name: string };

/** A people list's controller options: read again when the users change (the `people` topic). */
function listOptions<F, A extends ListAnswer>({
  name,
  filterKeys,
  readFilters,
  fetch,
}: PeopleListOptions<F, A>): ListPageOptions<F, A> {
  return {
    resource: name,
    filterKeys,
    readFilters,
    live: ['people'],
    load: ({ filters, ...request }, signal) => fetch({ ...filters, ...request }, signal),
  };
}

/** The list controller of a people list. */
export function usePeopleList<F, A extends ListAnswer>(
  options: PeopleListOptions<F, A>,
): PeopleListPage<F, A> {
  return { ...useListPage(listOptions(options)), name: options.name };
}

/** A people list's first page, as the menu opens it, read into the cache ahead of the visit. */
export function prefetchPeopleList<F, A extends ListAnswer>(options: PeopleListOptions<F, A>): Promise<void> {
  return prefetchListPage(listOptions(options));
}

export interface PeopleListProps<A extends ListAnswer, T extends PersonRow> {
  list: PeopleListPage<unknown, A>;
  noun: readonly [one: string, many: string];
  rowsOf: (answer: A) => T[];
  /** Above the saved views (the doctors' pending-approvals banner). */
  banner?: ReactNode;
  filters: ReactNode;
  /** The CSV export: the permission it needs, the list's path and its parameters. */
  exportAs: { permission: string } & Pick<ListExportProps, 'path' | 'params'>;
  Table: ComponentType<ListTableComponentProps<T>>;
  /** Approve and Reject besides Block (see UserBulkActions). */
  review?: boolean;
}

/**
 * The frame of the doctors', patients' and clinics' lists: saved views, the filters, Export, the
 * table with its selection column (only for a role with a bulk action to take), the bulk actions.
 */
export function PeopleList<A extends ListAnswer, T extends PersonRow>({
  list,
  noun,
  rowsOf,
  banner,
  filters,
  exportAs,
  Table,
  review,
}: PeopleListProps<A, T>) {
  const { name } = list;
  const mayBulk = usePermission('users.block');
  const selection = useListSelection<T>(list, personId, personName);
  const rows = list.query.data ? rowsOf(list.query.data) : [];
  return (
    <Stack gap="4">
      {banner}
      <SavedViews list={name} />
      {filters}
      <ListExport {...exportAs} list={list} fileName={`${name}.csv`} />
      <ListResults list={list}>
        <Table rows={rows} selection={mayBulk ? selection.table : undefined} {...list.tableProps} />
      </ListResults>
      <UserBulkActions
        selection={selection}
        resource={name}
        noun={noun}
        review={review}
        matching={listMatching(list, rowsOf, personId)}
      />
    </Stack>
  );
}
