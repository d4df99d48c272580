import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { adminSystem } from './theme';
import { Toaster } from './toaster';

/**
 * Chakra's provider with the admin system and the page's toaster. Mounted once, by the host (or by a
 * remote's standalone dev bootstrap, never inside a remote's pages).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={adminSystem}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
