import { usePermission } from '@telehealth/shared/session';
import { Alert, Button, HStack, usePendingAction } from '@telehealth/shared/ui';

export interface ApprovalPanelProps {
  /** 'doctor' or 'clinic', in the panel's sentence. */
  kind: string;
  onApprove: () => Promise<unknown>;
  onReject: () => Promise<unknown>;
}

/** The approve / reject panel of a pending doctor or clinic; one decision at a time. */
export function ApprovalPanel({ kind, onApprove, onReject }: ApprovalPanelProps) {
  const { pending, run } = usePendingAction();
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
          disabled={pending}
          onClick={() => run(onReject)}
        >
          Reject
        </Button>
        <Button size="sm" colorPalette="teal" disabled={pending} onClick={() => run(onApprove)}>
          Approve
        </Button>
      </HStack>
    </Alert.Root>
  );
}
