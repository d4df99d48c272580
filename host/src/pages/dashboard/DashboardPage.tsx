import { Stack } from '@telehealth/shared/ui';
import { usePageTitle } from '../../shell/use-page-title';
import { RecentAppointments } from './RecentAppointments';
import { StatCards } from './StatCards';

export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <Stack gap="8">
      <StatCards />
      <RecentAppointments />
    </Stack>
  );
}
