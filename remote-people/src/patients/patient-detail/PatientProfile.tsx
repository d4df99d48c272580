import { formatDate, formatTimestamp, formatUsPhone } from '@telehealth/shared/format';
import { EmailText, Stack, StatusBadge, Text, toneForStatus } from '@telehealth/shared/ui';
import type { ReactNode } from 'react';
import { ProfileCard } from '../../common/components/ProfileCard';
import { ProfileDetails } from '../../common/components/ProfileDetails';
import { statusLabel } from '@telehealth/shared/format';
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
      <ProfileCard
        name={patient.full_name}
        imageUrl={patient.image_url}
        badges={<StatusBadge label={statusLabel(patient.status)} tone={toneForStatus(patient.status)} />}
        subtitle={
          <Text color="fg.muted">
            <EmailText value={patient.email} />
          </Text>
        }
        actions={actions}
      />
      <ProfileDetails
        status={patient.status}
        onEdit={onEdit}
        items={[
          { label: 'Full Name', value: patient.full_name },
          { label: 'Email', value: patient.email ? <EmailText value={patient.email} /> : null },
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
    </Stack>
  );
}
