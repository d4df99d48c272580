import { api } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import { queryClient, useApiQuery } from '@telehealth/shared/query';
import { Columns3, Rows3 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Box, Button, Flex, Popover, Portal, Stack, Text } from '@chakra-ui/react';

type LayoutAnswer = ApiAnswer<'/api/list-layouts', 'get'>;

/**
 * An admin's layout of one list, as the API keeps it (GET / PUT /api/list-layouts): `hidden`, the
 * columns shown by default that the admin hid; `shown`, those hidden by default that the admin
 * showed; the row density. The list it belongs to is the read's key, not kept in it.
 */
export type ListLayout = Omit<LayoutAnswer['layout'], 'list'>;

export type Density = ListLayout['density'];

export const DEFAULT_LAYOUT: ListLayout = { hidden: [], shown: [], density: 'comfortable' };

/** What the chooser needs of a column: its key, its name, and whether it starts hidden. */
export interface LayoutColumn {
  key: string;
  header: ReactNode;
  /** The chooser's name of the column when its header is not text. */
  label?: string;
  /** Off-screen by default (the admin can show it): keeps a list's key columns in view on a laptop. */
  hiddenByDefault?: boolean;
  /**
   * Hidden by default while the table's box is narrower than this many pixels (a small laptop),
   * shown above; the admin's own choice (Columns) holds at every width.
   */
  hideBelow?: number;
}

/** Whether the column shows, by the admin's layout or else its default at the table's width (px). */
export function isColumnShown(column: LayoutColumn, layout: ListLayout, boxWidth?: number): boolean {
  if (column.hideBelow !== undefined) {
    if (layout.shown.includes(column.key)) return true;
    if (layout.hidden.includes(column.key)) return false;
    return boxWidth === undefined || boxWidth >= column.hideBelow;
  }
  return column.hiddenByDefault ? layout.shown.includes(column.key) : !layout.hidden.includes(column.key);
}

/** The layout with one column shown or hidden (relative to its default). */
export function withColumn(layout: ListLayout, column: LayoutColumn, show: boolean): ListLayout {
  const without = (ids: string[]) => ids.filter((id) => id !== column.key);
  // A column whose default depends on the width keeps the admin's choice either way, at every width.
  if (column.hideBelow !== undefined) {
    return show
      ? { ...layout, shown: [...without(layout.shown), column.key], hidden: without(layout.hidden) }
      : { ...layout, hidden: [...without(layout.hidden), column.key], shown: without(layout.shown) };
  }
  if (column.hiddenByDefault) {
    return { ...layout, shown: show ? [...without(layout.shown), column.key] : without(layout.shown) };
  }
  return { ...layout, hidden: show ? without(layout.hidden) : [...without(layout.hidden), column.key] };
}

const layoutKey = (list: string) => ['list-layout', list];

/** The last store of each list's layout under way. */
const storing = new Map<string, Promise<unknown>>();

/** A change the admin made to a layout (one column shown or hidden, the density switched). */
export type LayoutChange = (layout: ListLayout) => ListLayout;

/**
 * The signed-in admin's layout of a list, read once and kept by the API; `save` shows the change at
 * once and stores it (a failed store is toasted by the API client and the layout read again). A
 * change applies to the layout as it is when it lands, so quick changes in a row all count.
 */
export function useListLayout(list: string | undefined) {
  const query = useApiQuery(layoutKey(list ?? ''), async (signal) =>
    list
      ? (
          await api.get<LayoutAnswer>('/list-layouts', {
            signal,
            searchParams: { list },
            // An unread layout shows the default columns: nothing for the admin to act on.
            silent: true,
          })
        ).layout
      : DEFAULT_LAYOUT,
  );
  // The layout the admin has just made, drawn in the same event as the click (a checkbox the
  // admin ticked stays ticked), until the query's data shows it.
  const [made, setMade] = useState<ListLayout | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new data (this change's or a read's) takes over
  useEffect(() => setMade(null), [query.data]);
  const layout = made ?? query.data ?? DEFAULT_LAYOUT;
  const latest = useRef(layout);
  latest.current = layout;
  async function save(change: LayoutChange) {
    if (!list) return;
    // Applied to the layout as it is now, the previous quick change included.
    const next = change(latest.current);
    latest.current = next;
    setMade(next);
    // A read still under way would answer the layout from before this change: it is dropped (its
    // state put back at once), then the change is set.
    void queryClient.cancelQueries({ queryKey: layoutKey(list) });
    queryClient.setQueryData(layoutKey(list), next);
    // One store at a time per list, in order: quick changes must not reach the API out of order
    // (the last one the admin made is the one kept).
    const stored = (storing.get(list) ?? Promise.resolve()).then(() =>
      api.put('/list-layouts', { list, hidden: next.hidden, shown: next.shown, density: next.density }),
    );
    storing.set(
      list,
      stored.catch(() => undefined),
    );
    try {
      await stored;
    } catch {
      query.reload();
    }
  }
  return { layout, save };
}

function columnName(column: LayoutColumn): string {
  return column.label ?? (typeof column.header === 'string' ? column.header : column.key);
}

/** Columns (which are shown; the first always is) and the row density, above a list's table. */
export function ColumnChooser({
  columns,
  layout,
  boxWidth,
  onChange,
}: {
  columns: LayoutColumn[];
  layout: ListLayout;
  /** The table box's width in pixels, for the columns whose default depends on it. */
  boxWidth?: number;
  onChange: (change: LayoutChange) => void;
}) {
  const compact = layout.density === 'compact';
  return (
    <Flex justify="flex-end" gap="1" data-testid="column-chooser">
      {/* Mounted only while open: its checkboxes, named after the columns, must not stand beside the
          filters of the same names (Status, Default Amount) for assistive technology. */}
      <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
        <Popover.Trigger asChild>
          <Button size="xs" variant="ghost" colorPalette="gray">
            <Columns3 size={14} aria-hidden />
            Columns
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="auto" minWidth="14rem">
              <Popover.Body padding="3">
                <Text textStyle="xs" color="fg.muted" marginBottom="2">
                  Shown columns
                </Text>
                <Stack gap="1" as="fieldset">
                  {columns.map((column, index) => (
                    <Box
                      as="label"
                      key={column.key}
                      display="flex"
                      alignItems="center"
                      gap="2"
                      textStyle="sm"
                    >
                      <input
                        type="checkbox"
                        checked={isColumnShown(column, layout, boxWidth)}
                        disabled={index === 0}
                        onChange={(event) => {
                          const show = event.currentTarget.checked;
                          onChange((current) => withColumn(current, column, show));
                        }}
                      />
                      {columnName(column)}
                    </Box>
                  ))}
                </Stack>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="gray"
        aria-pressed={compact}
        onClick={() =>
          onChange((current) => ({
            ...current,
            density: current.density === 'compact' ? 'comfortable' : 'compact',
          }))
        }
      >
        <Rows3 size={14} aria-hidden />
        Compact rows
      </Button>
    </Flex>
  );
}
