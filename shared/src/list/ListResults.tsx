import { ErrorPanel, Pagination } from '@telehealth/shared/ui';
import type { ReactNode } from 'react';
import type { ListAnswer, ListPage } from './use-list-page';

export interface ListResultsProps<A extends ListAnswer> {
  list: ListPage<unknown, A>;
  /** The table of the page's rows. */
  children: ReactNode;
}

/** The list's table and its pages, or the error panel with Retry when the read failed. */
export function ListResults<A extends ListAnswer>({ list, children }: ListResultsProps<A>) {
  const { query, page, pageSize, setPage } = list;
  if (query.status === 'error') return <ErrorPanel onRetry={query.reload} />;
  return (
    <>
      {children}
      <Pagination page={page} pageSize={pageSize} total={query.data?.count ?? 0} onPageChange={setPage} />
    </>
  );
}
