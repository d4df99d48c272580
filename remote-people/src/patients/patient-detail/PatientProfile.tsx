import { formatDate, formatTimestamp, formatUsPhone } from '@telehealth/shared/format';
import { EmailText, Stack } from '@telehealth/shared/ui';
import type { ReactNode } from 'react';
import { AccountProfileCard } from '../../users/components/ProfileCard';
import { ProfileDetails } from '../../users/components/ProfileDetails';
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
      <AccountProfileCard user={patient} actions={actions} />
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
