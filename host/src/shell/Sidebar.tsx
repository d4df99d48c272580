import { isUnread, useDashboardStore } from '@telehealth/shared/api';
import { Box, Flex, Stack, Text } from '@telehealth/shared/ui';
import { HeartPulse, TriangleAlert } from 'lucide-react';
import { useSessionStore } from '@telehealth/shared/session';
import { NavLink } from 'react-router-dom';
import { isUnavailable, useRemoteStatus } from '../federation/remote-status';
import { menuIcon } from './menu-icons';
import { type MenuItem, menuItems } from './menu-items';

/**
 * The admin menu, with a dot on the items the dashboard reports unread. Below the `lg` breakpoint it
 * narrows to a rail of icons, so tables keep their width on a laptop or tablet.
 */
export function Sidebar() {
  // The menu follows the session's permissions (a renewal may change them).
  useSessionStore((state) => state.admin);
  return (
    <Box
      as="nav"
      aria-label="Main menu"
      width={{ base: '64px', lg: '248px' }}
      flexShrink={0}
      bg="gray.900"
      color="gray.300"
      position="sticky"
      top="0"
      height="100vh"
      overflowY="auto"
      py="5"
    >
      <Flex
        align="center"
        gap="2"
        px={{ base: '0', lg: '6' }}
        pb="6"
        justify={{ base: 'center', lg: 'flex-start' }}
      >
        <Box color="teal.300">
          <HeartPulse size={24} aria-hidden />
        </Box>
        <Text
          display={{ base: 'none', lg: 'block' }}
          fontWeight="bold"
          fontSize="md"
          whiteSpace="nowrap"
          color="white"
        >
          Telehealth Admin
        </Text>
      </Flex>
      <Stack as="ul" gap="1" px={{ base: '2', lg: '3' }} listStyleType="none">
        {menuItems().map((item) => (
          <li key={item.path}>
            <MenuLink item={item} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function MenuLink({ item }: { item: MenuItem }) {
  const unread = useDashboardStore((state) => Boolean(item.dot) && isUnread(state.dashboard, item.dot!));
  const unavailable = useRemoteStatus((state) => {
    const status = item.remote ? state.statuses[item.remote] : undefined;
    return Boolean(status && isUnavailable(status));
  });
  const Icon = menuIcon(item.icon);
  const description = [unavailable && 'Unavailable', unread && 'Has unread items'].filter(Boolean).join('; ');
  return (
    <NavLink
      to={item.path}
      aria-label={item.label}
      title={unavailable ? `${item.label} (unavailable)` : item.label}
      aria-description={description || undefined}
      data-unavailable={unavailable || undefined}
    >
      {({ isActive }) => (
        <Flex
          data-active={isActive || undefined}
          align="center"
          gap="3"
          px="3"
          py="2.5"
          borderRadius="md"
          position="relative"
          justify={{ base: 'center', lg: 'flex-start' }}
          bg={isActive ? 'teal.600' : 'transparent'}
          color={isActive ? 'white' : undefined}
          _hover={{ bg: isActive ? 'teal.600' : 'gray.800', color: 'white' }}
          fontSize="sm"
          fontWeight={isActive ? 'semibold' : 'medium'}
        >
          <Icon size={18} aria-hidden />
          <Text
            as="span"
            flex="1"
            display={{ base: 'none', lg: 'inline' }}
            truncate
            opacity={unavailable ? 0.6 : undefined}
          >
            {item.label}
          </Text>
          {unavailable && (
            <Box as="span" data-testid={`unavailable-${item.label}`} color="orange.300" flexShrink={0}>
              <TriangleAlert size={14} aria-hidden />
            </Box>
          )}
          {unread && (
            <Box
              as="span"
              aria-hidden
              data-testid={`unread-dot-${item.label}`}
              width="8px"
              height="8px"
              borderRadius="full"
              bg="red.400"
              position={{ base: 'absolute', lg: 'static' }}
              top="1.5"
              right="1.5"
            />
          )}
        </Flex>
      )}
    </NavLink>
  );
}
