import { formatDate, formatDollars } from '@telehealth/shared/format';
import { Flex, Stat } from '@telehealth/shared/ui';
import type { PaymentTotals } from '../types';

export interface RangeTotalsProps {
  totals: PaymentTotals | undefined;
  from: string;
  to: string;
}

function rangeLabel(from: string, to: string): string {
  if (from && to) return from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
  return from ? `from ${formatDate(from)}` : `until ${formatDate(to)}`;
}

/** The filtered range's totals, as the API computed them with the page: collected, refunded, net, count. */
export function RangeTotals({ totals, from, to }: RangeTotalsProps) {
  const items = [
    { label: 'Collected', value: totals ? formatDollars(totals.collected) : '…' },
    { label: 'Refunded', value: totals ? formatDollars(totals.refunded) : '…' },
    { label: 'Net', value: totals ? formatDollars(totals.net) : '…' },
    { label: 'Payments', value: totals ? totals.count.toLocaleString('en-US') : '…' },
  ];
  return (
    <Flex
      as="section"
      aria-label={`Totals ${rangeLabel(from, to)}`}
      gap="6"
      wrap="wrap"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      paddingInline="4"
      paddingBlock="3"
      data-testid="range-totals"
    >
      {items.map((item) => (
        <Stat.Root key={item.label} size="sm" minWidth="28">
          <Stat.Label>{item.label}</Stat.Label>
          <Stat.ValueText>{item.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </Flex>
  );
}
