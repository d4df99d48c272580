import { Box, Button, HStack, Text, Wrap } from '@telehealth/shared/ui';
import type { ReactNode } from 'react';

export interface BulkBarButton {
  key: string;
  label: string;
  /** Chakra colour palette; 'red' for what refuses or blocks. Default 'teal'. */
  color?: string;
  variant?: 'solid' | 'outline';
  onClick: () => void;
}

export interface BulkActionBarProps {
  /** How many items are selected; the bar shows only when there is at least one. */
  count: number;
  buttons: BulkBarButton[];
  onClear: () => void;
  /** While an action runs: every button is disabled, nothing is sent twice. */
  busy?: boolean;
  /** What the bar says or offers besides (select all that match, the 500 limit). */
  children?: ReactNode;
}

/**
 * The bar of a list's bulk actions: "<n> selected", the list's actions and Clear selection. It sticks
 * to the bottom of the screen while the list scrolls under it.
 */
export function BulkActionBar({ count, buttons, onClear, busy = false, children }: BulkActionBarProps) {
  if (count === 0) return null;
  return (
    <Box
      role="region"
      aria-label="Bulk actions"
      position="sticky"
      bottom="4"
      zIndex="sticky"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="lg"
      px="4"
      py="3"
    >
      <Wrap align="center" gap="3" justify="space-between">
        <HStack gap="3" flexWrap="wrap">
          <Text fontWeight="semibold" aria-live="polite" data-testid="bulk-count">
            {count} selected
          </Text>
          {children}
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          {buttons.map((button) => (
            <Button
              key={button.key}
              size="sm"
              colorPalette={button.color ?? 'teal'}
              variant={button.variant ?? 'solid'}
              bg={button.variant === 'outline' ? 'bg' : undefined}
              disabled={busy}
              onClick={button.onClick}
            >
              {button.label}
            </Button>
          ))}
          <Button size="sm" variant="ghost" disabled={busy} onClick={onClear}>
            Clear selection
          </Button>
        </HStack>
      </Wrap>
    </Box>
  );
}
