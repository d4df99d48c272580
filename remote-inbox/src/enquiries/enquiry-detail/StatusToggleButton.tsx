import { Button, usePendingAction } from '@telehealth/shared/ui';
import type { EnquiryStatus } from '../types';

export interface StatusToggleButtonProps {
  status: EnquiryStatus;
  /** Called with the status to move to; may return a promise (the button waits, never sends twice). */
  onToggle: (next: EnquiryStatus) => unknown;
}

/**
 * 'Mark as done' moves a pending enquiry to completed; on a completed one the
 * button reads 'Completed' and pressing it sets the enquiry back to pending.
 */
export function StatusToggleButton({ status, onToggle }: StatusToggleButtonProps) {
  const { pending, run } = usePendingAction();
  const completed = status === 1;
  return (
    <Button
      size="sm"
      colorPalette={completed ? 'green' : 'teal'}
      variant={completed ? 'subtle' : 'solid'}
      loading={pending}
      title={completed ? 'Set back to pending' : undefined}
      onClick={() => run(() => onToggle(completed ? 0 : 1))}
    >
      {completed ? 'Completed' : 'Mark as done'}
    </Button>
  );
}
