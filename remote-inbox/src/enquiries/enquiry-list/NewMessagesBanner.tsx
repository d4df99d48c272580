import { Alert } from '@telehealth/shared/ui';

/** The warning above the list while some enquiries have not been opened yet. */
export function NewMessagesBanner({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Alert.Root status="warning" variant="subtle" borderRadius="md" role="status">
      <Alert.Indicator />
      <Alert.Title>{`There are ${count} New Messages`}</Alert.Title>
    </Alert.Root>
  );
}
