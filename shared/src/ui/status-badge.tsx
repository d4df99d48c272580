import { lightStyled } from './light';

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

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

/** The tone of a status word ('Active', 'Blocked', ...), whatever its case; unknown words are neutral. */
export function toneForStatus(status: string): StatusTone {
  return TONES[status.trim().toLowerCase()] ?? 'neutral';
}

export interface StatusBadgeProps {
  label: string;
  tone: StatusTone;
}

// Chakra's Badge (variant subtle, size md) with the tone's colour palette, as a plain span: a list
// page shows one or two per row.
const Badge = lightStyled(
  'span',
  {
    '&[data-tone=success]': { colorPalette: 'green' },
    '&[data-tone=warning]': { colorPalette: 'orange' },
    '&[data-tone=danger]': { colorPalette: 'red' },
    '&[data-tone=neutral]': { colorPalette: 'gray' },
    '&[data-tone=info]': { colorPalette: 'blue' },
  },
  { key: 'badge', variants: { variant: 'subtle', size: 'md' } },
);

export function StatusBadge({ label, tone }: StatusBadgeProps) {
  return (
    <Badge className="chakra-badge" data-tone={tone}>
      {label}
    </Badge>
  );
}
