import { ChartViewToggle, TrendChart, TrendTable } from '@telehealth/shared/charts';
import { Badge, Flex, SectionCard, Text } from '@telehealth/shared/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bucketLabel, changeLabel, formatFigure, SERIES_META } from './series-meta';
import type { Bucket, TrendSeries } from './trends-api';

export interface SeriesCardProps {
  series: TrendSeries;
  buckets: Bucket[];
  /** 'Mar 1, 2026 – Mar 30, 2026' and the previous period's words, for the summary. */
  period: string;
  previousPeriod: string;
}

/** The words a screen reader reads for a chart: the total, the change and the busiest point. */
export function seriesSummary({ series, buckets, period, previousPeriod }: SeriesCardProps): string {
  const meta = SERIES_META[series.key];
  const format = (value: number) => formatFigure(series.unit, value);
  let peak = -1;
  series.values.forEach((value, i) => {
    if (peak < 0 || value > series.values[peak]) peak = i;
  });
  const change =
    series.change_percent === null ? 'no figure for the previous period' : changeLabel(series.change_percent);
  const busiest =
    peak >= 0 && series.values[peak] > 0
      ? ` Highest: ${format(series.values[peak])} on ${bucketLabel(buckets[peak])}.`
      : '';
  return `${meta.label}: ${format(series.total)} from ${period}; ${change} against ${format(series.previous_total)} from ${previousPeriod}.${busiest}`;
}

/** One series: its total and change, then its chart (or its table), every point opening its records. */
export function SeriesCard(props: SeriesCardProps) {
  const { series, buckets } = props;
  const meta = SERIES_META[series.key];
  const navigate = useNavigate();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  const format = (value: number) => formatFigure(series.unit, value);
  const points = series.values.map((value, i) => ({
    label: bucketLabel(buckets[i]),
    value,
    previous: series.previous[i] ?? null,
  }));
  const records = meta.records;
  const open = records ? (i: number) => navigate(records(buckets[i])) : undefined;
  const change = series.change_percent;
  const summary = seriesSummary(props);
  return (
    <SectionCard
      title={<span id={headingId}>{meta.label}</span>}
      actions={<ChartViewToggle label={meta.label} view={view} onChange={setView} />}
    >
      <Flex align="baseline" gap="3" wrap="wrap" mb="3">
        <Text textStyle="2xl" fontWeight="semibold" data-testid="series-total">
          {format(series.total)}
        </Text>
        <Badge
          colorPalette={change === null || change === 0 ? 'gray' : change > 0 ? 'green' : 'red'}
          variant="subtle"
        >
          {changeLabel(change)}
        </Badge>
        <Text textStyle="xs" color="fg.muted">
          previous period {format(series.previous_total)}
        </Text>
      </Flex>
      {view === 'chart' ? (
        <TrendChart points={points} formatValue={format} summary={summary} onSelect={open} />
      ) : (
        <TrendTable
          caption={summary}
          points={points}
          formatValue={format}
          onSelect={open}
          selectLabel={(i) => `Open ${meta.opens} ${points[i].label}`}
        />
      )}
      {!records && (
        <Text textStyle="xs" color="fg.muted" mt="2">
          No list filters by this date: the points open nothing.
        </Text>
      )}
    </SectionCard>
  );
}
