import { Skeleton, Stack, Table } from '@chakra-ui/react';

/** Placeholder rows for a table body while its page loads. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Table.Row key={row} data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Table.Cell key={column}>
              <Skeleton height="4" />
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </>
  );
}

/** A whole table of placeholders, for a section whose columns are not known yet. */
export function TableSkeleton({ rows = 10, columns = 5 }: { rows?: number; columns?: number }) {
  return (
    <Table.Root size="sm" aria-busy="true" aria-label="Loading">
      <Table.Body>
        <SkeletonRows rows={rows} columns={columns} />
      </Table.Body>
    </Table.Root>
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
