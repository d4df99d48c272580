import { formatDollars } from '@telehealth/shared/format';
import { SimpleGrid, Stat } from '@telehealth/shared/ui';
import type { ReactNode } from 'react';
import { AccountProfileCard } from '../../users/components/ProfileCard';
import type { ClinicDetails, ClinicRevenue } from '../types';

export interface ClinicHeaderProps {
  clinic: ClinicDetails;
  revenue: ClinicRevenue;
  actions: ReactNode;
}

export function ClinicHeader({ clinic, revenue, actions }: ClinicHeaderProps) {
  const stats = [
    { label: 'Total Appointments', value: String(revenue.total_appointments ?? 0) },
    { label: 'Total Balance', value: formatDollars(revenue.total_balance) },
    { label: 'Pending Balance', value: formatDollars(revenue.pending_balance) },
    { label: 'Clinic Balance', value: formatDollars(revenue.clinic_balance) },
  ];
  return (
    <AccountProfileCard user={clinic} actions={actions}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {stats.map((stat) => (
          <Stat.Root key={stat.label} borderWidth="1px" borderRadius="md" p="3">
            <Stat.Label>{stat.label}</Stat.Label>
            <Stat.ValueText>{stat.value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </AccountProfileCard>
  );
}
