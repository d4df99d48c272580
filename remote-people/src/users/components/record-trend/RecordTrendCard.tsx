import { ChartViewToggle, TrendChart, TrendTable } from '@telehealth/shared/charts';
import { formatCents } from '@telehealth/shared/format';
import { useApiQuery } from '@telehealth/shared/query';
import { ErrorPanel, SectionCard, SimpleGrid, Skeleton, Stack, Text } from '@telehealth/shared/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchRecordTrend, type RecordKind, type RecordTrend } from './record-trend-api';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const label = (b: { from: string; to: string }) => {
  const from = DAY.format(new Date(`${b.from}T00:00:00Z`));
  return b.from === b.to ? from : `${from} – ${DAY.format(new Date(`${b.to}T00:00:00Z`))}`;
};

interface Figure {
  title: string;
  values: number[];
  format: (value: number) => string;
  /** The list a week opens (a doctor's; a clinic's page lists its own appointments below). */
  records?: (bucket: { from: string; to: string }) => string;
}

function figures(kind: RecordKind, uid: string, trend: RecordTrend): Figure[] {
  const doctor = kind === 'doctor';
  const list = [
    {
      title: 'Appointments booked',
      values: trend.appointments,
      format: (v: number) => v.toLocaleString('en-US'),
      records: doctor
        ? (b: { from: string; to: string }) =>
            `/admin/appointments?${new URLSearchParams({ dates: 'booked', from: b.from, to: b.to, doctor: uid })}`
        : undefined,
    },
  ];
  if (trend.net_cents) {
    list.push({
      title: 'Net revenue',
      values: trend.net_cents,
      format: formatCents,
      records: doctor
        ? (b: { from: string; to: string }) =>
            `/admin/payments?${new URLSearchParams({ from: b.from, to: b.to, doctor: uid })}`
        : undefined,
    });
  }
  return list;
}

/** The last 90 days of a doctor's or clinic's appointments and revenue, by week: chart or table. */
export function RecordTrendCard({ kind, uid }: { kind: RecordKind; uid: string }) {
  const navigate = useNavigate();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const query = useApiQuery(['trends', kind, uid], (signal) => fetchRecordTrend(kind, uid, signal), {
    live: ['appointments', 'payments'],
  });
  const trend = query.data;
  return (
    <SectionCard
      title="Last 90 days"
      actions={<ChartViewToggle label="Last 90 days" view={view} onChange={setView} />}
    >
      {query.status === 'error' && !trend && <ErrorPanel onRetry={query.reload} />}
      {!trend && query.status === 'loading' && <Skeleton height="10rem" aria-busy="true" />}
      {trend && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {figures(kind, uid, trend).map((figure) => {
            const points = figure.values.map((value, i) => ({ label: label(trend.buckets[i]), value }));
            const total = figure.values.reduce((a, b) => a + b, 0);
            const summary = `${figure.title}, by week from ${label({ from: trend.from, to: trend.from })} to ${label({ from: trend.to, to: trend.to })}: ${figure.format(total)} in all.`;
            const records = figure.records;
            const open = records ? (i: number) => navigate(records(trend.buckets[i])) : undefined;
            return (
              <Stack key={figure.title} gap="2" as="section" aria-label={figure.title}>
                <Text fontWeight="semibold">
                  {figure.title}: {figure.format(total)}
                </Text>
                {view === 'chart' ? (
                  <TrendChart
                    points={points}
                    formatValue={figure.format}
                    summary={summary}
                    onSelect={open}
                    height={90}
                  />
                ) : (
                  <TrendTable
                    caption={summary}
                    points={points}
                    formatValue={figure.format}
                    onSelect={open}
                    selectLabel={(i) => `Open the ${figure.title.toLowerCase()} ${points[i].label}`}
                  />
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
