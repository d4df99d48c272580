import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong!';

export interface ErrorPanelProps {
  message?: string;
  onRetry?: () => void;
}

/** What a page shows when its data failed to load, with Retry when the caller can try again. */
export function ErrorPanel({ message = DEFAULT_ERROR_MESSAGE, onRetry }: ErrorPanelProps) {
  return (
    <Center role="alert" paddingBlock="12" borderWidth="1px" borderRadius="md" bg="bg">
      <Stack align="center" gap="3">
        <CircleAlert size={32} color="var(--chakra-colors-red-500)" aria-hidden />
        <Text fontWeight="medium">{message}</Text>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Stack>
    </Center>
  );
}
