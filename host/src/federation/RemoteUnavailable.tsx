import { Alert, Button, Stack } from '@telehealth/shared/ui';

interface RemoteUnavailableProps {
  moduleLabel: string;
  onRetry: () => void;
}

/** In-page panel shown when a remote is down, answers garbage or throws while rendering. */
export function RemoteUnavailable({ moduleLabel, onRetry }: RemoteUnavailableProps) {
  return (
    <Alert.Root status="error" role="alert" data-testid="remote-unavailable" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>The {moduleLabel} module is unavailable</Alert.Title>
        <Alert.Description>
          It could not be loaded just now. The rest of the admin keeps working; try again in a moment.
        </Alert.Description>
        <div>
          <Button size="sm" colorPalette="red" variant="outline" onClick={onRetry}>
            Retry
          </Button>
        </div>
      </Stack>
    </Alert.Root>
  );
}
