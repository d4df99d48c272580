import { CellIcons, lightStyled } from '@telehealth/shared/ui';
import { Hospital, Video } from 'lucide-react';
import type { DoctorFacility } from '../types';

const None = lightStyled('p', { color: 'fg.muted' });
const ServiceType = lightStyled('div', {
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: '2',
  '&[data-type=in_clinic]': { color: 'purple.600' },
  '&[data-type=video_visit]': { color: 'teal.600' },
});

/** The service types a doctor has enabled: a building for In Clinic, a camera for Video Visit. */
export function ServiceTypeIcons({ facilities }: { facilities: DoctorFacility[] }) {
  const enabled = new Set(facilities.filter((f) => f.status === '1').map((f) => f.service_type));
  if (enabled.size === 0) return <None>-</None>;
  return (
    <CellIcons>
      {enabled.has('in_clinic') && (
        <ServiceType title="In Clinic" data-type="in_clinic">
          <Hospital size={18} role="img" aria-label="In Clinic" />
        </ServiceType>
      )}
      {enabled.has('video_visit') && (
        <ServiceType title="Video Visit" data-type="video_visit">
          <Video size={18} role="img" aria-label="Video Visit" />
        </ServiceType>
      )}
    </CellIcons>
  );
}
