import { Button, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FilterBarProps {
  children: ReactNode;
  onClear: () => void;
  clearDisabled?: boolean;
}

/** The row of filters above a list, wrapping on narrow screens, with its Clear button last. */
export function FilterBar({ children, onClear, clearDisabled = false }: FilterBarProps) {
  return (
    <Flex role="search" gap="3" wrap="wrap" align="flex-end" marginBottom="4">
      {children}
      <Button variant="outline" bg="bg" onClick={onClear} disabled={clearDisabled}>
        Clear
      </Button>
    </Flex>
  );
}
