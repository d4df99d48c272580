import { formatDate, formatTimestamp, formatUsPhone } from '@telehealth/shared/format';
import {
  Avatar,
  Button,
  Card,
  DetailList,
  Flex,
  HStack,
  Heading,
  SectionCard,
  Stack,
  StatusBadge,
  Text,
  toneForStatus,
} from '@telehealth/shared/ui';
import type { ReactNode } from 'react';
import { statusLabel } from '../../common/status-label';
import { loginType } from '../patient-status';
import type { Patient } from '../types';

export interface PatientProfileProps {
  patient: Patient;
  actions: ReactNode;
  onEdit: () => void;
}

export function PatientProfile({ patient, actions, onEdit }: PatientProfileProps) {
  return (
    <Stack gap="4">
      <Card.Root>
        <Card.Body>
          <Flex gap="4" align="center" wrap="wrap">
            <Avatar.Root size="xl">
              <Avatar.Fallback name={patient.full_name ?? undefined} />
              {patient.image_url && <Avatar.Image src={patient.image_url} alt="" />}
            </Avatar.Root>
            <Stack gap="1" flex="1" minWidth="0">
              <HStack gap="2" wrap="wrap">
                <Heading size="lg">{patient.full_name || '-'}</Heading>
                <StatusBadge label={statusLabel(patient.status)} tone={toneForStatus(patient.status)} />
              </HStack>
              <Text color="fg.muted">{patient.email || '-'}</Text>
            </Stack>
            {actions}
          </Flex>
        </Card.Body>
      </Card.Root>
      <SectionCard
        title="Profile Details"
        actions={
          patient.status !== 'deleted' && (
            <Button size="sm" variant="outline" onClick={onEdit}>
              Edit
            </Button>
          )
        }
      >
        <DetailList
          items={[
            { label: 'Full Name', value: patient.full_name },
            { label: 'Email', value: patient.email },
            { label: 'Phone', value: patient.phone ? formatUsPhone(patient.phone) : null },
            { label: 'Date of Birth', value: patient.dob ? formatDate(patient.dob) : null },
            { label: 'Gender', value: patient.gender },
            { label: 'Marital Status', value: patient.martial_status },
            { label: 'Number of Children', value: patient.no_of_children },
            { label: 'Occupation', value: patient.occupation },
            { label: 'Address', value: patient.address },
            { label: 'City', value: patient.city },
            { label: 'State', value: patient.state },
            { label: 'Zip Code', value: patient.zip_code },
            { label: 'Login Type', value: loginType(patient.provider) },
            { label: 'Appointments', value: String(patient.appt_count) },
            { label: 'Joined', value: formatTimestamp(patient.created_at) },
          ]}
        />
      </SectionCard>
    </Stack>
  );
}
