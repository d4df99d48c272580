import { Heading } from '@telehealth/shared/ui';
import { usePageTitle } from '../../shell/use-page-title';

export default function DashboardPage() {
  usePageTitle('Dashboard');
  return <Heading size="md">Dashboard</Heading>;
}
