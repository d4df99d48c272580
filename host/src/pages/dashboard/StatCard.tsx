import { Box, Flex, Link, Skeleton, Stack, Text } from '@telehealth/shared/ui/shell';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

interface StatCardProps {
  label: string;
  /** The formatted figure; undefined while it loads. */
  value: string | undefined;
  to: string;
  icon: LucideIcon;
  colorPalette: string;
}

/** One dashboard figure with its 'View more' link to the matching list. */
export function StatCard({ label, value, to, icon: Icon, colorPalette }: StatCardProps) {
  return (
    <Stack
      as="section"
      aria-label={label}
      gap="4"
      p="5"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="xs"
      colorPalette={colorPalette}
      justify="space-between"
    >
      <Flex align="center" gap="4">
        <Flex
          align="center"
          justify="center"
          boxSize="12"
          borderRadius="full"
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          flexShrink={0}
        >
          <Icon size={22} aria-hidden />
        </Flex>
        <Box minWidth="0">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height="8" width="24" mt="1" />
          ) : (
            <Text fontSize="2xl" fontWeight="bold" data-testid="stat-value" lineHeight="short">
              {value}
            </Text>
          )}
        </Box>
      </Flex>
      <Link asChild fontSize="sm" fontWeight="semibold" color="colorPalette.fg" alignSelf="flex-start">
        <RouterLink to={to} aria-label={`View more: ${label}`}>
          View more <ArrowRight size={14} aria-hidden />
        </RouterLink>
      </Link>
    </Stack>
  );
}
