import { csvOfSeries, saveTextFile } from '@telehealth/shared/charts';
import { useApiQuery } from '@telehealth/shared/query';
import { useQueryState } from '@telehealth/shared/url';
import {
  Button,
  DateRangeFilter,
  ErrorPanel,
  Flex,
  Heading,
  SelectFilter,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@telehealth/shared/ui';
import { Download } from 'lucide-react';
import { usePageTitle } from '../../shell/use-page-title';
import { SeriesCard } from './SeriesCard';
import { GROUPS, SERIES_META, spanLabel } from './series-meta';
import { fetchTrends, GRAIN_OPTIONS, RANGE_OPTIONS, type Trends } from './trends-api';

const NO_PAGE = { resetPage: false } as const;

/** The series as CSV: one row per point, the previous period's figure beside each (money in dollars). */
export function trendsCsv(trends: Trends): string {
  const header = ['Series', 'From', 'To', 'Value', 'Previous from', 'Previous to', 'Previous value'];
  const rows = trends.series.flatMap((series) =>
    series.values.map((value, i) => {
      const money = (v: number) => (series.unit === 'cents' ? (v / 100).toFixed(2) : v);
      const previous = trends.previous_buckets[i];
      return [
        SERIES_META[series.key].label,
        trends.buckets[i].from,
        trends.buckets[i].to,
        money(value),
        previous.from,
        previous.to,
        money(series.previous[i] ?? 0),
      ];
    }),
  );
  return csvOfSeries(header, rows);
}

/** /admin/trends: every series the admin may see over a range, against the period before. */
export function TrendsPage() {
  usePageTitle('Trends');
  const [range, setRange] = useQueryState('range', 'last_30_days', NO_PAGE);
  const [grain, setGrain] = useQueryState('grain', 'day', NO_PAGE);
  const [from, setFrom] = useQueryState('from', '', NO_PAGE);
  const [to, setTo] = useQueryState('to', '', NO_PAGE);
  const custom = range === 'custom';
  const ready = !custom || (from !== '' && to !== '');
  const query = { range, grain, from, to };
  // Read again, quietly, when appointments, payments or people change (the live-update stream).
  const trends = useApiQuery(
    ['trends', query],
    (signal) => (ready ? fetchTrends(query, signal) : Promise.resolve(null)),
    { live: ['appointments', 'payments', 'people'] },
  );
  const data = trends.data ?? null;
  const period = data ? spanLabel(data.from, data.to) : '';
  const previousPeriod = data ? spanLabel(data.previous_from, data.previous_to) : '';

  return (
    <Stack gap="6">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <SelectFilter label="Range" value={range} options={[...RANGE_OPTIONS]} onChange={setRange} />
        <SelectFilter
          label="Grain"
          value={grain}
          options={[...GRAIN_OPTIONS]}
          onChange={setGrain}
          width="32"
        />
        {custom && (
          <DateRangeFilter
            label="Days"
            from={from}
            to={to}
            onChange={(f, t) => {
              setFrom(f);
              setTo(t);
            }}
          />
        )}
        <Button
          variant="outline"
          size="md"
          marginInlineStart={{ md: 'auto' }}
          disabled={!data}
          onClick={() =>
            data && saveTextFile(trendsCsv(data), `trends-${data.from}-${data.to}.csv`, 'text/csv')
          }
        >
          <Download aria-hidden /> Download CSV
        </Button>
      </Flex>
      {!ready && <Text color="fg.muted">Choose the first and last day of the range.</Text>}
      {data && (
        <Text color="fg.muted" textStyle="sm" aria-live="polite">
          {period}, against {previousPeriod} (times in {data.time_zone}).
        </Text>
      )}
      {trends.status === 'error' && !data && <ErrorPanel onRetry={trends.reload} />}
      {ready && !data && trends.status === 'loading' && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="18rem" borderRadius="lg" />
          ))}
        </SimpleGrid>
      )}
      {data &&
        GROUPS.map((group) => {
          const series = data.series.filter((s) => SERIES_META[s.key].group === group);
          if (!series.length) return null;
          return (
            <Stack as="section" gap="3" key={group} aria-label={group}>
              <Heading as="h2" size="md">
                {group}
              </Heading>
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
                {series.map((s) => (
                  <SeriesCard
                    key={s.key}
                    series={s}
                    buckets={data.buckets}
                    period={period}
                    previousPeriod={previousPeriod}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })}
    </Stack>
  );
}
