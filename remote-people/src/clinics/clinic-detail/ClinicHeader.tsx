import { formatDollars } from '@telehealth/shared/format';
import {
  Avatar,
  Card,
  Flex,
  HStack,
  Heading,
  SimpleGrid,
  Stack,
  Stat,
  StatusBadge,
  Text,
  toneForStatus,
} from '@telehealth/shared/ui';
import type { ReactNode } from 'react';
import { statusLabel } from '../../common/status-label';
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
    <Card.Root>
      <Card.Body gap="4">
        <Flex gap="4" align="center" wrap="wrap">
          <Avatar.Root size="xl">
            <Avatar.Fallback name={clinic.full_name ?? undefined} />
            {clinic.image_url && <Avatar.Image src={clinic.image_url} alt="" />}
          </Avatar.Root>
          <Stack gap="1" flex="1" minWidth="0">
            <HStack gap="2" wrap="wrap">
              <Heading size="lg">{clinic.full_name || '-'}</Heading>
              <StatusBadge label={statusLabel(clinic.status)} tone={toneForStatus(clinic.status)} />
            </HStack>
            <Text color="fg.muted">{clinic.email || '-'}</Text>
          </Stack>
          {actions}
        </Flex>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {stats.map((stat) => (
            <Stat.Root key={stat.label} borderWidth="1px" borderRadius="md" p="3">
              <Stat.Label>{stat.label}</Stat.Label>
              <Stat.ValueText>{stat.value}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
