import { AuditHistory, Button, CloseButton, Dialog, Portal, Stack } from '@telehealth/shared/ui';
import type { PaymentRow } from '../types';
import { RefundDetails } from './RefundDetails';

export interface RefundDetailsDialogProps {
  payment: PaymentRow;
  onClose: () => void;
}

/** 'Refund details': what was refunded, why, when and by whom, and the payment's history. */
export function RefundDetailsDialog({ payment, onClose }: RefundDetailsDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Refund details</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <RefundDetails payment={payment} />
                <AuditHistory targetUids={[payment.uid]} title="Payment history" />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
