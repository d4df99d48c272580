import { InfoDialog, Stack } from '@telehealth/shared/ui';
import { AuditHistory } from '@telehealth/shared/features';
import type { PaymentRow } from '../types';
import { RefundDetails } from './RefundDetails';

export interface RefundDetailsDialogProps {
  payment: PaymentRow;
  onClose: () => void;
}

/** 'Refund details': what was refunded, why, when and by whom, and the payment's history. */
export function RefundDetailsDialog({ payment, onClose }: RefundDetailsDialogProps) {
  return (
    <InfoDialog open title="Refund details" onClose={onClose} size="lg">
      <Stack gap="4">
        <RefundDetails payment={payment} />
        <AuditHistory targetUids={[payment.uid]} title="Payment history" />
      </Stack>
    </InfoDialog>
  );
}
