import type { ApiQueryState } from '@telehealth/shared/query';
import { ErrorPanel, ListSkeleton } from '@telehealth/shared/ui';
import type { ReactNode } from 'react';

export interface QueryContentProps<T> {
  query: ApiQueryState<T> & { reload: () => void };
  /** Placeholder lines while it loads. */
  skeleton?: number;
  children: (data: T) => ReactNode;
}

/** What one read shows: the error panel with Retry, placeholder lines while it loads, then `children`. */
export function QueryContent<T>({ query, skeleton = 3, children }: QueryContentProps<T>) {
  if (query.status === 'error') return <ErrorPanel onRetry={query.reload} />;
  if (query.data === undefined) return <ListSkeleton count={skeleton} />;
  return children(query.data);
}
