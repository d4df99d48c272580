import { Box } from '@telehealth/shared/ui/shell';
import type { ReactNode } from 'react';

/** A key as printed on the keyboard. */
export function KeyCap({ children }: { children: ReactNode }) {
  return (
    <Box
      as="kbd"
      display="inline-block"
      minWidth="1.6em"
      px="1.5"
      borderWidth="1px"
      borderBottomWidth="2px"
      borderRadius="sm"
      bg="bg.subtle"
      fontFamily="mono"
      fontSize="xs"
      textAlign="center"
    >
      {children}
    </Box>
  );
}
