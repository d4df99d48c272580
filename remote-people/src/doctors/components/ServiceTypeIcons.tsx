import { CellIcons, lightStyled, VisitTypeIcon } from '@telehealth/shared/ui';
import type { DoctorFacility } from '../types';

const None = lightStyled('p', { color: 'fg.muted' });

/** The service types a doctor has enabled: a building for In Clinic, a camera for Video Visit. */
export function ServiceTypeIcons({ facilities }: { facilities: DoctorFacility[] }) {
  const enabled = new Set(facilities.filter((f) => f.status === '1').map((f) => f.service_type));
  if (enabled.size === 0) return <None>-</None>;
  return (
    <CellIcons>
      {enabled.has('in_clinic') && <VisitTypeIcon video={false} label="In Clinic" />}
      {enabled.has('video_visit') && <VisitTypeIcon video label="Video Visit" />}
    </CellIcons>
  );
}
