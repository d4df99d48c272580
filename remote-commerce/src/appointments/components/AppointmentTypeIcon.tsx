import { lightStyled } from '@telehealth/shared/ui';
import { Hospital, Video } from 'lucide-react';
import type { BookingType } from '../types';

export function bookingTypeLabel(type: BookingType | string | null | undefined): string {
  return type === 'video_visit' ? 'Video Visit' : 'Clinic';
}

const TypeIcon = lightStyled('div', {
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: '2',
  color: 'purple.600',
  '&[data-video]': { color: 'teal.600' },
});

/** The Type column: a camera for a video visit, a building for a clinic visit. */
export function AppointmentTypeIcon({ type }: { type: BookingType | string }) {
  const label = bookingTypeLabel(type);
  const Icon = type === 'video_visit' ? Video : Hospital;
  return (
    <TypeIcon title={label} data-video={type === 'video_visit' ? '' : undefined}>
      <Icon size={18} role="img" aria-label={label} />
    </TypeIcon>
  );
}
