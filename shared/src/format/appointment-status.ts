// The admin sees appointment statuses with these words.
export const APPOINTMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  ongoing: 'On Going',
  completed: 'Completed',
  cancelled: 'Canceled',
};

/** 'ongoing' → 'On Going', 'cancelled' → 'Canceled'; an unknown status shows as it came. */
export function appointmentStatusLabel(status: string | null | undefined): string {
  if (!status) return '-';
  return APPOINTMENT_STATUS_LABELS[status] ?? status;
}
