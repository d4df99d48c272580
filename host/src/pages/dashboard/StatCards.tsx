import { ErrorPanel, SimpleGrid } from '@telehealth/shared/ui/shell';
import { formatDollars } from '@telehealth/shared/format/money';
import { useDashboardStore } from '@telehealth/shared/api';
import { usePermission } from '@telehealth/shared/session';
import { lastLifetimeRevenue, readDashboardCounts, readLifetimeRevenue } from './dashboard-api';
import { useFigureRead } from './use-figure-read';
import { useEffect } from 'react';
import { STAT_CARDS } from './stat-cards';
import { StatCard } from './StatCard';

const noRevenue = () => Promise.resolve(0);

/**
 * The six totals; counts and revenue load separately, so one failing still shows the other.
 * `onShown` is called once both have answered (the figures, or their failure, are on screen).
 */
export function StatCards({ onShown }: { onShown?: () => void }) {
  const read = useFigureRead(readDashboardCounts, useDashboardStore.getState().dashboard ?? undefined);
  // The counts stay as fresh as the menu's dots: the poller and the live updates refresh the store.
  const latest = useDashboardStore((state) => state.dashboard);
  const counts = read.status === 'ready' && latest ? { ...read, data: latest } : read;
  // The API refuses the revenue to a role without revenue.view (Support, Operations): no card then,
  // rather than a dash and a 'View more' leading to figures they cannot see.
  const mayReadRevenue = usePermission('revenue.view');
  const revenue = useFigureRead(mayReadRevenue ? readLifetimeRevenue : noRevenue, lastLifetimeRevenue());
  const settled = counts.status !== 'loading' && (!mayReadRevenue || revenue.status !== 'loading');
  useEffect(() => {
    if (settled) onShown?.();
  }, [settled, onShown]);

  if (counts.status === 'error') return <ErrorPanel onRetry={counts.reload} />;

  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="5">
      {STAT_CARDS.filter((card) => mayReadRevenue || card.figure !== 'lifetimeRevenue').map((card) => {
        let value: string | undefined;
        if (card.figure === 'lifetimeRevenue') {
          if (revenue.status === 'ready') value = formatDollars(revenue.data);
          else if (revenue.status === 'error') value = '—';
        } else if (counts.status === 'ready') {
          value = (counts.data[card.figure] ?? 0).toLocaleString('en-US');
        }
        return (
          <StatCard
            key={card.label}
            label={card.label}
            value={value}
            to={card.to}
            icon={card.icon}
            colorPalette={card.colorPalette}
          />
        );
      })}
    </SimpleGrid>
  );
}
