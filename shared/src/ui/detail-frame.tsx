import type { ApiQueryState } from '@telehealth/shared/query';
import type { ReactNode } from 'react';
import { DetailLoadFailure } from './detail-load-failure';
import { ListSkeleton } from './table-skeleton';

export interface DetailFrameProps<T> {
  /** The record's read (`useApiQuery`, a resource's `useRecord`). */
  query: ApiQueryState<T> & { reload: () => void };
  /** What the record is, for the not-found state: 'Doctor' → 'Doctor not found'. */
  thing: string;
  /** The record's list, where the not-found state leads back to: 'Doctors' → 'Back to Doctors'. */
  list: { href: string; label: string };
  /** The placeholder while the record loads (six lines unless the page lays out its own). */
  skeleton?: ReactNode;
  /** The page, given the record. */
  children: (record: T) => ReactNode;
}

/**
 * A detail page around its record: the placeholder while it loads (also while another record's
 * answer is all the cache has, after the address changed), the not-found state or the error panel
 * with Retry when its read failed, the page once it is there. A write's refresh is quiet and keeps
 * the page on screen.
 */
export function DetailFrame<T>({ query, thing, list, skeleton, children }: DetailFrameProps<T>) {
  if (query.status === 'error')
    return (
      <DetailLoadFailure
        error={query.error}
        notFoundMessage={`${thing} not found`}
        backTo={{ href: list.href, label: `Back to ${list.label}` }}
        onRetry={query.reload}
      />
    );
  if (query.status === 'loading') return <>{skeleton ?? <ListSkeleton count={6} />}</>;
  return <>{children(query.data)}</>;
}
