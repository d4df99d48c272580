import { Button, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from './page-items';

export interface PaginationProps {
  /** Zero-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** "Showing 21–40 of 123" and the page buttons; nothing when every row fits on one page. */
export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const totalPages = Math.ceil(total / pageSize);
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 0), totalPages - 1);
  const first = current * pageSize + 1;
  const last = Math.min(total, first + pageSize - 1);

  return (
    <Flex
      as="nav"
      aria-label="Pagination"
      justify="space-between"
      align="center"
      wrap="wrap"
      gap="3"
      paddingBlock="3"
    >
      <Text textStyle="sm" color="fg.muted">
        Showing {first}–{last} of {total}
      </Text>
      <HStack gap="1" wrap="wrap">
        <IconButton
          aria-label="Previous page"
          size="sm"
          variant="ghost"
          disabled={current === 0}
          onClick={() => onPageChange(current - 1)}
        >
          <ChevronLeft />
        </IconButton>
        {pageItems(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              size="sm"
              minWidth="9"
              variant={item === current ? 'solid' : 'ghost'}
              // One colour for the current page on every list, whatever palette surrounds it.
              colorPalette={item === current ? 'teal' : 'gray'}
              aria-current={item === current ? 'page' : undefined}
              aria-label={`Page ${item + 1}`}
              onClick={() => item !== current && onPageChange(item)}
            >
              {item + 1}
            </Button>
          ) : (
            <Text key={item} as="span" paddingInline="1" color="fg.muted" aria-hidden>
              …
            </Text>
          ),
        )}
        <IconButton
          aria-label="Next page"
          size="sm"
          variant="ghost"
          disabled={current === totalPages - 1}
          onClick={() => onPageChange(current + 1)}
        >
          <ChevronRight />
        </IconButton>
      </HStack>
    </Flex>
  );
}
