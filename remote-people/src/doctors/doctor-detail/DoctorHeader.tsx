import { Avatar, Card, Flex, HStack, Heading, Stack, StatusBadge, Text } from '@telehealth/shared/ui';
import { DoctorStatusBadge } from '../components/DoctorStatusBadge';
import { specialityName } from '../specialities';
import type { DoctorDetail } from '../types';
import { DoctorActionsMenu, type DoctorMenuAction } from './DoctorActionsMenu';

export interface DoctorHeaderProps {
  doctor: DoctorDetail;
  onAction: (action: DoctorMenuAction) => void;
}

export function DoctorHeader({ doctor, onAction }: DoctorHeaderProps) {
  const acronym = doctor.acronym?.acronym_abbreviation;
  return (
    <Card.Root>
      <Card.Body>
        <Flex gap="4" align="center" wrap="wrap">
          <Avatar.Root size="xl">
            <Avatar.Fallback name={doctor.full_name ?? undefined} />
            {doctor.image_url && <Avatar.Image src={doctor.image_url} alt="" />}
          </Avatar.Root>
          <Stack gap="1" flex="1" minWidth="0">
            <HStack wrap="wrap" gap="2">
              <Heading size="lg">
                {doctor.full_name || '-'}
                {acronym ? `, ${acronym}` : ''}
              </Heading>
              <DoctorStatusBadge doctor={doctor} />
              {doctor.is_sponsored === '1' && <StatusBadge label="Sponsored" tone="info" />}
            </HStack>
            <Text color="fg.muted">
              {specialityName(doctor.specialities ?? doctor.doctorSpeciality, '1')}
            </Text>
            <Text color="fg.muted" textStyle="sm">
              NPI {doctor.npi || '-'} · {doctor.email || '-'}
            </Text>
          </Stack>
          <DoctorActionsMenu status={doctor.status} onSelect={onAction} />
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
