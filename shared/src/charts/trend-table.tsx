import { Button, Table } from '@telehealth/shared/ui';
import type { TrendPoint } from './trend-chart';

export interface TrendTableProps {
  caption: string;
  points: TrendPoint[];
  formatValue: (value: number) => string;
  /** Opens a point's records; the period cell becomes a button that says what it opens. */
  onSelect?: (index: number) => void;
  selectLabel?: (index: number) => string;
}

/** The chart's figures as a table: each period, its value and the previous period's. */
export function TrendTable({ caption, points, formatValue, onSelect, selectLabel }: TrendTableProps) {
  const hasPrevious = points.some((p) => p.previous != null);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="80" overflowY="auto">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption captionSide="top" textAlign="start" srOnly>
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Period</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
            {hasPrevious && <Table.ColumnHeader textAlign="end">Previous period</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {points.map((point, i) => (
            <Table.Row key={point.label + String(i)}>
              <Table.Cell>
                {onSelect ? (
                  <Button
                    variant="plain"
                    size="sm"
                    p="0"
                    h="auto"
                    color="teal.fg"
                    textDecoration="underline"
                    aria-label={selectLabel?.(i)}
                    onClick={() => onSelect(i)}
                  >
                    {point.label}
                  </Button>
                ) : (
                  point.label
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatValue(point.value)}</Table.Cell>
              {hasPrevious && (
                <Table.Cell textAlign="end">
                  {point.previous == null ? '—' : formatValue(point.previous)}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
