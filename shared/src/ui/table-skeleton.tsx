import { Skeleton, Stack } from '@chakra-ui/react';
import { useStaticClass } from './static-class';
import { LIST_TABLE_STYLES } from './table-styles';

/**
 * Placeholder rows for a table body while its page loads: plain rows and cells, styled by the
 * table's class (LIST_TABLE_STYLES), since a list shows rows × columns of them on every visit.
 */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <tr key={row} data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <td key={column}>
              <div data-skeleton="" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** A whole table of placeholders, for a section whose columns are not known yet. */
export function TableSkeleton({ rows = 10, columns = 5 }: { rows?: number; columns?: number }) {
  return (
    <table className={useStaticClass(LIST_TABLE_STYLES)} aria-busy="true" aria-label="Loading">
      <tbody>
        <SkeletonRows rows={rows} columns={columns} />
      </tbody>
    </table>
  );
}

/** `count` placeholder lines for a feed (the notification feed shows 100 while loading). */
export function ListSkeleton({ count }: { count: number }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Stack key={index} gap="1.5" data-testid="skeleton-item">
          <Skeleton height="4" width="40%" />
          <Skeleton height="3" width="80%" />
        </Stack>
      ))}
    </Stack>
  );
}
