import { isUnread, useDashboardStore } from '@telehealth/shared/api';
import { Box, Flex, Stack, Text } from '@telehealth/shared/ui/shell';
import { HeartPulse, TriangleAlert } from 'lucide-react';
import { useSessionStore } from '@telehealth/shared/session';
import { NavLink } from 'react-router-dom';
import { isUnavailable, useRemoteStatus } from '../federation/remote-status';
import { useMyWorkCount } from '../inbox/work-api';
import { menuIcon } from './menu-icons';
import { type MenuItem, menuItems } from './menu-items';

/** Below `lg` the rail shows icons only; the drawer (a phone's menu) always shows the labels. */
const LABEL_DISPLAY = { base: 'none', lg: 'inline' } as const;

/**
 * The admin menu, with a dot on the items the dashboard reports unread. Below the `lg` breakpoint it
 * narrows to a rail of icons, so tables keep their width on a laptop or tablet; on a phone (below
 * `md`) the rail gives way to `drawer`: the whole menu, labelled, over the page, opened from the
 * top bar's Menu button and closed by a choice, Escape or a click beside it (AdminLayout).
 */
export function Sidebar({ drawer = false, id }: { drawer?: boolean; id?: string }) {
  const labelled = drawer;
  // The menu follows the session's permissions (a renewal may change them).
  useSessionStore((state) => state.admin);
  return (
    <Box
      as="nav"
      id={id}
      aria-label="Main menu"
      width={drawer ? '264px' : { base: '64px', lg: '248px' }}
      maxWidth={drawer ? '85vw' : undefined}
      // As media queries that hide (not show), so a page without them (a test) shows the menu.
      hideFrom={drawer ? 'md' : undefined}
      hideBelow={drawer ? undefined : 'md'}
      flexShrink={0}
      bg="gray.900"
      color="gray.300"
      position={drawer ? 'fixed' : 'sticky'}
      top="0"
      left={drawer ? '0' : undefined}
      zIndex={drawer ? 'modal' : undefined}
      boxShadow={drawer ? 'lg' : undefined}
      height="100vh"
      overflowY="auto"
      py="5"
    >
      <Flex
        align="center"
        gap="2"
        px={labelled ? '6' : { base: '0', lg: '6' }}
        pb="6"
        justify={labelled ? 'flex-start' : { base: 'center', lg: 'flex-start' }}
      >
        <Box color="teal.300">
          <HeartPulse size={24} aria-hidden />
        </Box>
        <Text
          display={labelled ? 'block' : { base: 'none', lg: 'block' }}
          fontWeight="bold"
          fontSize="md"
          whiteSpace="nowrap"
          color="white"
        >
          Telehealth Admin
        </Text>
      </Flex>
      <Stack as="ul" gap="1" px={labelled ? '3' : { base: '2', lg: '3' }} listStyleType="none">
        {menuItems().map((item) => (
          <li key={item.path}>
            <MenuLink item={item} labelled={labelled} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** My work's count: the items waiting for the admin, live. */
function WorkCount({ labelled }: { labelled: boolean }) {
  const count = useMyWorkCount();
  if (!count) return null;
  return (
    <Box
      as="span"
      data-testid="my-work-count"
      aria-label={`${count} waiting`}
      minWidth="5"
      px="1.5"
      borderRadius="full"
      bg="teal.500"
      color="white"
      fontSize="2xs"
      fontWeight="bold"
      textAlign="center"
      position={labelled ? 'static' : { base: 'absolute', lg: 'static' }}
      top="0.5"
      right="0.5"
    >
      {count > 999 ? '999+' : count}
    </Box>
  );
}

function MenuLink({ item, labelled }: { item: MenuItem; labelled: boolean }) {
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
          justify={labelled ? 'flex-start' : { base: 'center', lg: 'flex-start' }}
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
            display={labelled ? 'inline' : LABEL_DISPLAY}
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
          {item.workCount && <WorkCount labelled={labelled} />}
          {unread && (
            <Box
              as="span"
              aria-hidden
              data-testid={`unread-dot-${item.label}`}
              width="8px"
              height="8px"
              borderRadius="full"
              bg="red.400"
              position={labelled ? 'static' : { base: 'absolute', lg: 'static' }}
              top="1.5"
              right="1.5"
            />
          )}
        </Flex>
      )}
    </NavLink>
  );
}
