import { Flex, Link, PageTabs, Tabs } from '@telehealth/shared/ui';
import { useQueryState } from '@telehealth/shared/url';
import { Can } from '@telehealth/shared/session';
import { Boxes, KeyRound, ShieldCheck, Users, Wallet } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../shell/use-page-title';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PaymentSettingsForm } from './PaymentSettingsForm';
import { SecurityTab } from '../security/SecurityTab';

const TABS = ['account', 'security', 'payment'] as const;
type SettingsTab = (typeof TABS)[number];

function asTab(value: string): SettingsTab {
  return (TABS as readonly string[]).includes(value) ? (value as SettingsTab) : 'account';
}

/** Settings, reached from the top bar's cog; the tab lives in `?tab=` so Back and links keep it. */
export function SettingsPage() {
  usePageTitle('Settings');
  const [tabParam, setTab] = useQueryState('tab', 'account', { resetPage: false, history: 'push' });
  const tab = asTab(tabParam);
  return (
    <PageTabs value={tab} onValueChange={(details) => setTab(details.value)}>
      <Tabs.List bg="bg.panel" borderRadius="md" px="2">
        <Tabs.Trigger value="account">
          <KeyRound size={16} aria-hidden /> Account
        </Tabs.Trigger>
        <Tabs.Trigger value="security">
          <ShieldCheck size={16} aria-hidden /> Security
        </Tabs.Trigger>
        <Tabs.Trigger value="payment">
          <Wallet size={16} aria-hidden /> Payment
        </Tabs.Trigger>
      </Tabs.List>
      <Flex justify="flex-end" pt="3" gap="4">
        <Can permission="admins.manage">
          <Link asChild fontSize="sm" color="teal.fg">
            <RouterLink to="/admin/settings/administrators">
              <Users size={16} aria-hidden /> Administrators
            </RouterLink>
          </Link>
        </Can>
        <Link asChild fontSize="sm" color="teal.fg">
          <RouterLink to="/admin/settings/modules">
            <Boxes size={16} aria-hidden /> Modules status
          </RouterLink>
        </Link>
      </Flex>
      <Tabs.Content value="account" pt="6">
        <ChangePasswordForm />
      </Tabs.Content>
      <Tabs.Content value="security" pt="6">
        <SecurityTab />
      </Tabs.Content>
      <Tabs.Content value="payment" pt="6">
        <PaymentSettingsForm />
      </Tabs.Content>
    </PageTabs>
  );
}
