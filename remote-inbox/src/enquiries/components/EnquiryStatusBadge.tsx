import { StatusBadge, toneForStatus } from '@telehealth/shared/ui';
import type { EnquiryStatus } from '../types';

/** An enquiry is Completed (1) or Pending (0). */
export function enquiryStatusLabel(status: EnquiryStatus): 'Completed' | 'Pending' {
  return status === 1 ? 'Completed' : 'Pending';
}

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  const label = enquiryStatusLabel(status);
  return <StatusBadge label={label} tone={toneForStatus(label)} />;
}
