import { Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export const NO_DATA_TEXT = 'No Data';

/** An empty box with a face, drawn with the theme's colours so it follows light and dark mode. */
function NoDataPicture() {
  const fill = 'var(--chakra-colors-bg-muted)';
  const line = 'var(--chakra-colors-border-emphasized)';
  const face = 'var(--chakra-colors-fg-subtle)';
  return (
    <svg width="120" height="90" viewBox="0 0 160 120" fill="none" aria-hidden data-no-data-picture="">
      <ellipse cx="80" cy="104" rx="56" ry="8" fill={fill} />
      <path
        d="M40 42 L56 22 H104 L120 42 V92 a6 6 0 0 1 -6 6 H46 a6 6 0 0 1 -6 -6 Z"
        fill="var(--chakra-colors-bg-subtle)"
        stroke={line}
        strokeWidth="2"
      />
      <path d="M40 42 H64 a16 10 0 0 0 32 0 H120" stroke={line} strokeWidth="2" fill={fill} />
      <path d="M56 22 L40 42 M104 22 L120 42" stroke={line} strokeWidth="2" />
      <circle cx="66" cy="66" r="3" fill={face} />
      <circle cx="94" cy="66" r="3" fill={face} />
      <path d="M68 80 q12 -8 24 0" stroke={face} strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** What an empty list shows, centred: the No Data picture, a message and, optionally, an action. */
export function EmptyState({ message = NO_DATA_TEXT, action }: { message?: string; action?: ReactNode }) {
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      textAlign="center"
      gap="3"
      paddingBlock="8"
      paddingInline="4"
      width="full"
      data-empty-state=""
    >
      <NoDataPicture />
      <Text color="fg.muted" fontWeight="medium" textStyle="sm">
        {message}
      </Text>
      {action}
    </Flex>
  );
}
