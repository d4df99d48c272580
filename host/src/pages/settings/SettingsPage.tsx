import { Heading } from '@telehealth/shared/ui';
import { usePageTitle } from '../../shell/use-page-title';

export default function SettingsPage() {
  usePageTitle('Settings');
  return <Heading size="md">Settings</Heading>;
}
