import { Card, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A white bordered card holding one section of a page, with an optional title and actions. */
export function SectionCard({ title, actions, children }: SectionCardProps) {
  return (
    <Card.Root as="section" variant="outline" bg="bg" width="full">
      {(title || actions) && (
        <Card.Header>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            {title && (
              <Heading as="h2" size="md" overflowWrap="anywhere">
                {title}
              </Heading>
            )}
            {actions && (
              <Flex gap="2" marginInlineStart="auto">
                {actions}
              </Flex>
            )}
          </Flex>
        </Card.Header>
      )}
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
