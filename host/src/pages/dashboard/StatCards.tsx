import { ErrorPanel, SimpleGrid } from '@telehealth/shared/ui/shell';
import { formatDollars } from '@telehealth/shared/format/money';
import { fetchDashboardCounts, fetchLifetimeRevenue } from './dashboard-api';
import { useApiQuery } from '@telehealth/shared/query';
import { useEffect } from 'react';
import { STAT_CARDS } from './stat-cards';
import { StatCard } from './StatCard';

/**
 * The six totals; counts and revenue load separately, so one failing still shows the other.
 * `onShown` is called once both have answered (the figures, or their failure, are on screen).
 */
export function StatCards({ onShown }: { onShown?: () => void }) {
  const counts = useApiQuery(['dashboard', 'counts'], fetchDashboardCounts);
  const revenue = useApiQuery(['dashboard', 'revenue'], fetchLifetimeRevenue);
  const settled = counts.status !== 'loading' && revenue.status !== 'loading';
  useEffect(() => {
    if (settled) onShown?.();
  }, [settled, onShown]);

  if (counts.status === 'error') return <ErrorPanel onRetry={counts.reload} />;

  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="5">
      {STAT_CARDS.map((card) => {
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
