import { Heading } from '@telehealth/shared/ui';

export function EnquiryDetailPage() {
  return <Heading size="md">Enquiry Detail</Heading>;
}
