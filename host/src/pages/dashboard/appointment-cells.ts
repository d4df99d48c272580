import type { RecentAppointment } from './dashboard-api';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  ongoing: 'On Going',
  completed: 'Completed',
  cancelled: 'Canceled',
};

/** The admin sees ongoing as 'On Going' and cancelled as 'Canceled'. */
export function appointmentStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

export function isVideoVisit(appointment: Pick<RecentAppointment, 'booking_type'>): boolean {
  return appointment.booking_type === 'video_visit';
}
