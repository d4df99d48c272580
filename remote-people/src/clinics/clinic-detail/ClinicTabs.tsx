import { formatTimestamp, formatUsPhone } from '@telehealth/shared/format';
import { DataTable, DetailList, EmailText, PageTabs, Tabs } from '@telehealth/shared/ui';
import { BankDetail } from '../../users/components/BankDetail';
import type { ClinicAnswer } from '../types';
import { CLINIC_TABS } from '../urls';

export interface ClinicTabsProps {
  answer: ClinicAnswer;
  tab: string;
  onTabChange: (tab: string) => void;
}

/** Profile, Service Location and Bank Detail, the open one in `?tab=`. */
export function ClinicTabs({ answer, tab, onTabChange }: ClinicTabsProps) {
  const clinic = answer.clinic_details;
  const value = (CLINIC_TABS as readonly string[]).includes(tab) ? tab : CLINIC_TABS[0];
  return (
    <PageTabs value={value} onValueChange={(d) => onTabChange(d.value)}>
      <Tabs.List bg="bg" borderTopRadius="md">
        {CLINIC_TABS.map((label) => (
          <Tabs.Trigger key={label} value={label}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="Profile">
        <DetailList
          items={[
            { label: 'Clinic Name', value: clinic.full_name },
            { label: 'Email', value: clinic.email ? <EmailText value={clinic.email} /> : null },
            { label: 'Phone', value: clinic.phone ? formatUsPhone(clinic.phone) : null },
            { label: 'NPI Number', value: clinic.npi },
            { label: 'Joined', value: formatTimestamp(clinic.created_at) },
          ]}
        />
      </Tabs.Content>
      <Tabs.Content value="Service Location">
        <DataTable
          columns={[{ key: 'address', header: 'Address', render: (row) => row.address }]}
          rows={clinic.locations ?? []}
          rowKey={(row) => row.uid}
          firstRowNumber={1}
        />
      </Tabs.Content>
      <Tabs.Content value="Bank Detail">
        <BankDetail bank={answer.stripeBank} stripe={answer.userStripe} />
      </Tabs.Content>
    </PageTabs>
  );
}
