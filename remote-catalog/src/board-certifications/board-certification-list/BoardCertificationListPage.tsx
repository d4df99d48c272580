import { Heading } from '@telehealth/shared/ui';

export function BoardCertificationListPage() {
  return <Heading size="md">Board Certifications</Heading>;
}
