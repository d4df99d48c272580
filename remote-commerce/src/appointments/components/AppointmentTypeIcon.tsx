import { VisitTypeIcon } from '@telehealth/shared/ui';
import type { BookingType } from '../types';

export function bookingTypeLabel(type: BookingType | string | null | undefined): string {
  return type === 'video_visit' ? 'Video Visit' : 'Clinic';
}

/** The Type column: a camera for a video visit, a building for a clinic visit. */
export function AppointmentTypeIcon({ type }: { type: BookingType | string }) {
  return <VisitTypeIcon video={type === 'video_visit'} label={bookingTypeLabel(type)} />;
}
