import { EmptyState as ChakraEmptyState, Image } from '@chakra-ui/react';
import noDataImage from './assets/no-data.svg';

export const NO_DATA_TEXT = 'No Data';

/** What an empty list shows: the No Data illustration and a message. */
export function EmptyState({ message = NO_DATA_TEXT }: { message?: string }) {
  return (
    <ChakraEmptyState.Root size="sm">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>
          <Image src={noDataImage} alt="" width="120px" height="90px" />
        </ChakraEmptyState.Indicator>
        <ChakraEmptyState.Title color="fg.muted" fontWeight="medium">
          {message}
        </ChakraEmptyState.Title>
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
