import {
  type ListAnswer,
  type ListExportProps,
  type ListTableComponentProps,
  readKeys,
} from '@telehealth/shared/list';
import type { SelectOption } from '@telehealth/shared/ui';
import type { SortState } from '@telehealth/shared/url';
import type { ComponentType } from 'react';
import { PeopleList, type PeopleListOptions, prefetchPeopleList, usePeopleList } from './PeopleList';
import { SearchStatusFilters } from './SearchStatusFilters';

/** The URL keys of the filters of a list searched by text and narrowed by the account's status. */
export const SEARCH_STATUS_KEYS = ['search', 'status'] as const;
const readSearchStatus = readKeys(SEARCH_STATUS_KEYS);
export type SearchStatusFilterValues = ReturnType<typeof readSearchStatus>;

export interface SearchStatusListPageProps<A extends ListAnswer, T extends { uid: string }> {
  name: string;
  noun: readonly [one: string, many: string];
  fetch: PeopleListOptions<SearchStatusFilterValues, A>['fetch'];
  rowsOf: (answer: A) => T[];
  Table: ComponentType<ListTableComponentProps<T>>;
  /** What the search matches, as its placeholder says it. */
  placeholder: string;
  statusOptions: SelectOption[];
  /** The CSV export: the permission it needs, the list's path and the parameters of its filters. */
  exportAs: {
    permission: string;
    path: string;
    params: (filters: SearchStatusFilterValues & { sort: SortState }) => ListExportProps['params'];
  };
  /** Whether Approve and Reject are offered for this status filter (see UserBulkActions). */
  review?: (status: string) => boolean;
}

/** Such a list's first page, as the menu opens it, read into the cache ahead of the visit. */
export function prefetchSearchStatusList<A extends ListAnswer>(
  name: string,
  fetch: PeopleListOptions<SearchStatusFilterValues, A>['fetch'],
): Promise<void> {
  return prefetchPeopleList({ name, filterKeys: SEARCH_STATUS_KEYS, readFilters: readSearchStatus, fetch });
}

/** A people list with a search and a status filter (the patients' and the clinics'). */
export function SearchStatusListPage<A extends ListAnswer, T extends { uid: string }>({
  name,
  noun,
  fetch,
  rowsOf,
  Table,
  placeholder,
  statusOptions,
  exportAs,
  review,
}: SearchStatusListPageProps<A, T>) {
  const list = usePeopleList({ name, filterKeys: SEARCH_STATUS_KEYS, readFilters: readSearchStatus, fetch });
  const { filters, sort } = list;
  return (
    <PeopleList
      list={list}
      noun={noun}
      rowsOf={rowsOf}
      filters={<SearchStatusFilters list={list} placeholder={placeholder} statusOptions={statusOptions} />}
      exportAs={{ ...exportAs, params: exportAs.params({ ...filters, sort }) }}
      Table={Table}
      review={review?.(filters.status)}
    />
  );
}
