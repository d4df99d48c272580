import { useEffect } from 'react';

/**
 * A delete (or a search) can leave the current page empty while earlier pages still hold rows:
 * go to the new last page.
 */
export function useClampPage(
  ready: boolean,
  shown: number | undefined,
  count: number | undefined,
  page: number,
  pageSize: number,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (ready && shown === 0 && page > 0 && count) setPage(Math.max(0, Math.ceil(count / pageSize) - 1));
  }, [ready, shown, count, page, pageSize, setPage]);
}
