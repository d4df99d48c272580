import { Box, Button, Flex } from '@chakra-ui/react';
import { Children, type ReactNode, useId, useState } from 'react';
import { useMediaQuery } from './use-media-query';

export interface FilterBarProps {
  children: ReactNode;
  onClear: () => void;
  clearDisabled?: boolean;
}

/** Below Chakra's `md` breakpoint: a phone. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * The row of filters above a list, wrapping on narrow screens, with its Clear button last. On a
 * phone only the first filter (the search) shows, and a Filters button opens the others: the whole
 * set would otherwise fill a screen before the first row.
 */
export function FilterBar({ children, onClear, clearDisabled = false }: FilterBarProps) {
  const [first, ...rest] = Children.toArray(children);
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const restId = useId();
  const folds = phone && rest.length > 0;
  return (
    <Flex role="search" gap="3" wrap="wrap" align="flex-end" marginBottom="4">
      {first}
      {folds && (
        <Button
          variant="outline"
          bg="bg"
          aria-expanded={open}
          aria-controls={restId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Fewer filters' : 'Filters'}
        </Button>
      )}
      <Box id={restId} display={folds && !open ? 'none' : 'contents'}>
        {rest}
        <Button variant="outline" bg="bg" onClick={onClear} disabled={clearDisabled}>
          Clear
        </Button>
      </Box>
    </Flex>
  );
}
