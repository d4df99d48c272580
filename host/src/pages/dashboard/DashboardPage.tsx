import { Skeleton, Stack } from '@telehealth/shared/ui/shell';
import { lazy, Suspense, useCallback, useState } from 'react';
import { markFirstScreenShown } from '../../shell/after-first-screen';
import { usePageTitle } from '../../shell/use-page-title';
import { StatCards } from './StatCards';

// The table of recent appointments is made of the full UI kit (DataTable, badges) and luxon: it loads
// once the figures are on screen (their frame painted), so the first screen after sign-in waits only
// for the figures, and nothing of the table competes with them.
const RecentAppointments = lazy(() =>
  import(/* webpackChunkName: "recent-appointments" */ './RecentAppointments').then((m) => ({
    default: m.RecentAppointments,
  })),
);

/** Runs `then` once the frame being drawn now is on screen: at the start of the frame after it. */
function afterFramePainted(then: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(then));
}

/** Holds the table's place while its code loads, about the height of its card. */
function RecentAppointmentsPlaceholder() {
  return <Skeleton height="24rem" borderRadius="lg" aria-hidden />;
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  const [figuresShown, setFiguresShown] = useState(false);
  const onFiguresShown = useCallback(() => {
    markFirstScreenShown();
    afterFramePainted(() => setFiguresShown(true));
  }, []);
  return (
    <Stack gap="8">
      <StatCards onShown={onFiguresShown} />
      {figuresShown ? (
        <Suspense fallback={<RecentAppointmentsPlaceholder />}>
          <RecentAppointments />
        </Suspense>
      ) : (
        <RecentAppointmentsPlaceholder />
      )}
    </Stack>
  );
}
