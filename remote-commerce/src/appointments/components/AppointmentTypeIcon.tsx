import { HStack } from '@telehealth/shared/ui';
import { Hospital, Video } from 'lucide-react';
import type { BookingType } from '../types';

export function bookingTypeLabel(type: BookingType | string | null | undefined): string {
  return type === 'video_visit' ? 'Video Visit' : 'Clinic';
}

/** The Type column: a camera for a video visit, a building for a clinic visit. */
export function AppointmentTypeIcon({ type }: { type: BookingType | string }) {
  const label = bookingTypeLabel(type);
  const Icon = type === 'video_visit' ? Video : Hospital;
  return (
    <HStack title={label} color={type === 'video_visit' ? 'teal.600' : 'purple.600'}>
      <Icon size={18} role="img" aria-label={label} />
    </HStack>
  );
}
