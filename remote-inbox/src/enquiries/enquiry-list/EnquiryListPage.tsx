import { Heading } from '@telehealth/shared/ui';

export function EnquiryListPage() {
  return <Heading size="md">Enquiries</Heading>;
}
