import { Alert, Button } from '@telehealth/shared/ui';

export interface PendingApprovalsBannerProps {
  count: number;
  onView: () => void;
}

/** The warning above the doctor list while doctors wait for approval. */
export function PendingApprovalsBanner({ count, onView }: PendingApprovalsBannerProps) {
  if (count <= 0) return null;
  const text =
    count === 1 ? 'There is 1 doctor pending approval' : `There are ${count} doctors pending approval`;
  return (
    <Alert.Root status="warning" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text}</Alert.Title>
      </Alert.Content>
      <Button size="sm" colorPalette="orange" onClick={onView}>
        View
      </Button>
    </Alert.Root>
  );
}
