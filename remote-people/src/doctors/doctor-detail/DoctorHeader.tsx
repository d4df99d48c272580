import { EmailText, StatusBadge, Text } from '@telehealth/shared/ui';
import { ProfileCard } from '../../users/components/ProfileCard';
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
    <ProfileCard
      name={doctor.full_name}
      imageUrl={doctor.image_url}
      heading={
        <>
          {doctor.full_name || '-'}
          {acronym ? `, ${acronym}` : ''}
        </>
      }
      badges={
        <>
          <DoctorStatusBadge doctor={doctor} />
          {doctor.is_sponsored === '1' && <StatusBadge label="Sponsored" tone="info" />}
        </>
      }
      subtitle={
        <>
          <Text color="fg.muted">{specialityName(doctor.specialities ?? doctor.doctorSpeciality, '1')}</Text>
          <Text color="fg.muted" textStyle="sm">
            NPI {doctor.npi || '-'} · <EmailText value={doctor.email} />
          </Text>
        </>
      }
      actions={<DoctorActionsMenu status={doctor.status} onSelect={onAction} />}
    />
  );
}
