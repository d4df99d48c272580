import { Skeleton } from '@telehealth/shared/ui';
import { lazy, Suspense } from 'react';
import type { RecordKind } from './record-trend-api';

// The chart's code loads with the card, after the record itself is on screen.
const RecordTrendCard = lazy(() =>
  import(/* webpackChunkName: "record-trend" */ './RecordTrendCard').then((m) => ({
    default: m.RecordTrendCard,
  })),
);

/** A doctor's or clinic's last 90 days (appointments and revenue), loaded on its own. */
export function RecordTrend({ kind, uid }: { kind: RecordKind; uid: string }) {
  return (
    <Suspense fallback={<Skeleton height="12rem" borderRadius="lg" aria-hidden />}>
      <RecordTrendCard kind={kind} uid={uid} />
    </Suspense>
  );
}
