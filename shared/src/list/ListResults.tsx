import { Button, EmptyState, ErrorPanel, Pagination } from '@telehealth/shared/ui';
import type { ReactNode } from 'react';
import type { ListAnswer, ListPage } from './use-list-page';

export interface ListResultsProps<A extends ListAnswer> {
  list: ListPage<unknown, A>;
  /** The table of the page's rows. */
  children: ReactNode;
}

/**
 * The list's table and its pages, or the error panel with Retry when the read failed. A page past
 * the last one (an old link, `?page=999`) says so and offers the last page, rather than an empty
 * table under "Showing …" rows that are not there.
 */
export function ListResults<A extends ListAnswer>({ list, children }: ListResultsProps<A>) {
  const { query, page, pageSize, setPage } = list;
  if (query.status === 'error') return <ErrorPanel onRetry={query.reload} />;
  const total = query.data?.count ?? 0;
  const pages = Math.ceil(total / pageSize);
  if (query.status === 'ready' && total > 0 && page >= pages) {
    return (
      <EmptyState
        message={`Page ${page + 1} does not exist: this list has ${pages} ${pages === 1 ? 'page' : 'pages'}.`}
        action={
          <Button size="sm" colorPalette="teal" onClick={() => setPage(pages - 1)}>
            Go to the last page
          </Button>
        }
      />
    );
  }
  return (
    <>
      {children}
      <Pagination page={page} pageSize={pageSize} total={total} onPageChange={setPage} />
    </>
  );
}
