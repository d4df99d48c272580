import { usePermission } from '@telehealth/shared/session';
import { Alert, Button, ConfirmDialog, HStack } from '@telehealth/shared/ui';
import { useState } from 'react';

export interface ApprovalPanelProps {
  /** 'doctor' or 'clinic', in the panel's sentence. */
  kind: 'doctor' | 'clinic';
  /** Who is decided on, in the question ('Dr. Ann Lee', 'Sunrise Clinic'). */
  name: string;
  onApprove: () => Promise<unknown>;
  onReject: () => Promise<unknown>;
}

type Decision = 'approve' | 'reject';

const CONSEQUENCE: Record<Decision, (kind: string) => string> = {
  approve: (kind) => `The ${kind} becomes active and can be booked.`,
  reject: (kind) => `The ${kind} is rejected and cannot be approved afterwards.`,
};

/**
 * The approve / reject panel of a pending doctor or clinic. Neither decision can be taken back, so
 * each asks first, as the lists' bulk Approve and Reject do; one decision at a time.
 */
export function ApprovalPanel({ kind, name, onApprove, onReject }: ApprovalPanelProps) {
  const [open, setOpen] = useState(false);
  // Kept while the dialog closes, so its text does not change under the closing animation.
  const [decision, setDecision] = useState<Decision>('approve');
  const ask = (next: Decision) => {
    setDecision(next);
    setOpen(true);
  };
  const label = decision === 'reject' ? 'Reject' : 'Approve';
  // An admin whose role may not approve sees no panel at all (no dead buttons).
  if (!usePermission('doctors.approve')) return null;
  return (
    <Alert.Root status="info" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`This ${kind} is waiting for approval.`}</Alert.Title>
      </Alert.Content>
      <HStack>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          bg="bg"
          disabled={open}
          onClick={() => ask('reject')}
        >
          Reject
        </Button>
        <Button size="sm" colorPalette="teal" disabled={open} onClick={() => ask('approve')}>
          Approve
        </Button>
      </HStack>
      <ConfirmDialog
        open={open}
        title={`${label} ${name}?`}
        description={CONSEQUENCE[decision](kind)}
        confirmLabel={label}
        cancelLabel="Cancel"
        confirmColor={decision === 'reject' ? 'red' : 'teal'}
        onConfirm={decision === 'reject' ? onReject : onApprove}
        onClose={() => setOpen(false)}
      />
    </Alert.Root>
  );
}
