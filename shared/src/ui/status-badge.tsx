import { Badge } from '@chakra-ui/react';

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

const PALETTE: Record<StatusTone, string> = {
  success: 'green',
  warning: 'orange',
  danger: 'red',
  neutral: 'gray',
  info: 'blue',
};

const TONES: Record<string, StatusTone> = {
  active: 'success',
  completed: 'success',
  succeeded: 'success',
  success: 'success',
  paid: 'success',
  accepted: 'success',
  verified: 'success',
  pending: 'warning',
  ongoing: 'warning',
  'on going': 'warning',
  'verification pending': 'warning',
  'profile incomplete': 'warning',
  blocked: 'danger',
  rejected: 'danger',
  cancelled: 'danger',
  canceled: 'danger',
  failed: 'danger',
  deleted: 'danger',
  expired: 'danger',
  refunded: 'info',
};

/** The tone of a status word from the spec, whatever its case; unknown words are neutral. */
export function toneForStatus(status: string): StatusTone {
  return TONES[status.trim().toLowerCase()] ?? 'neutral';
}

export interface StatusBadgeProps {
  label: string;
  tone: StatusTone;
}

export function StatusBadge({ label, tone }: StatusBadgeProps) {
  return (
    <Badge colorPalette={PALETTE[tone]} variant="subtle" size="md" data-tone={tone}>
      {label}
    </Badge>
  );
}
