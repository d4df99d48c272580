import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

export interface DetailListProps {
  items: DetailItem[];
  /** Columns on wide screens (default 3); one column on phones. */
  columns?: number;
}

export const EMPTY_VALUE = '-';

function isEmpty(value: ReactNode): boolean {
  return (
    value === null || value === undefined || value === false || (typeof value === 'string' && !value.trim())
  );
}

/** A detail page's label / value grid; an empty value shows '-'. */
export function DetailList({ items, columns = 3 }: DetailListProps) {
  return (
    <DataList.Root
      orientation="vertical"
      display="grid"
      gridTemplateColumns={{
        base: '1fr',
        md: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`,
        lg: `repeat(${columns}, minmax(0, 1fr))`,
      }}
      gap="5"
    >
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">
            {isEmpty(item.value) ? EMPTY_VALUE : item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
