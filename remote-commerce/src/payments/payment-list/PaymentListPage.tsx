import { Heading } from '@telehealth/shared/ui';

export function PaymentListPage() {
  return <Heading size="md">Payments</Heading>;
}
