import { isUnread, useDashboardStore } from '@telehealth/shared/api';
import { Box, Flex, Stack, Text } from '@telehealth/shared/ui/shell';
import { HeartPulse, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from './after-first-screen';
import { useSessionStore } from '@telehealth/shared/session';
import { NavLink } from 'react-router-dom';
import { prefetchMenuItem } from '../federation/preload-remotes';
import { isUnavailable, useRemoteStatus } from '../federation/remote-status';
import { menuIcon } from './menu-icons';
import { type MenuItem, menuItems } from './menu-items';
import { useMenuRail } from './menu-width';

/**
 * The admin menu, with a dot on the items the dashboard reports unread. On a laptop (≤ 1280 px) it
 * is a rail of icons, so tables keep their width; its last button widens or narrows it, and that
 * choice is kept per admin (./menu-width.ts). On a phone (below `md`) the rail gives way to
 * `drawer`: the whole menu, labelled, over the page, opened from the top bar's Menu button and
 * closed by a choice, Escape or a click beside it (AdminLayout).
 */
export function Sidebar({ drawer = false, id }: { drawer?: boolean; id?: string }) {
  const { rail, toggle } = useMenuRail();
  const labelled = drawer || !rail;
  // The menu follows the session's permissions (a renewal may change them).
  useSessionStore((state) => state.admin);
  return (
    <Box
      as="nav"
      id={id}
      aria-label="Main menu"
      width={drawer ? '264px' : labelled ? '248px' : '64px'}
      data-rail={labelled ? undefined : ''}
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
      display="flex"
      flexDirection="column"
    >
      <Flex
        align="center"
        gap="2"
        px={labelled ? '6' : '0'}
        pb="6"
        justify={labelled ? 'flex-start' : 'center'}
      >
        <Box color="teal.300">
          <HeartPulse size={24} aria-hidden />
        </Box>
        <Text
          display={labelled ? 'block' : 'none'}
          fontWeight="bold"
          fontSize="md"
          whiteSpace="nowrap"
          color="white"
        >
          Telehealth Admin
        </Text>
      </Flex>
      <Stack as="ul" gap="1" px={labelled ? '3' : '2'} listStyleType="none">
        {menuItems().map((item) => (
          <li key={item.path}>
            {item.workCount ? (
              <WorkMenuLink item={item} labelled={labelled} />
            ) : (
              <MenuLink item={item} labelled={labelled} />
            )}
          </li>
        ))}
      </Stack>
      {!drawer && <LateWidthToggle rail={rail} onToggle={toggle} />}
    </Box>
  );
}

// The toggle loads after the first screen: the sign-in's JavaScript is at its budget.
const WidthToggle = lazy(() => import(/* webpackChunkName: "menu-width-toggle" */ './MenuWidthToggle'));

/** True once the first screen is shown and the browser has been idle (./after-first-screen.ts). */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstScreen().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

function LateWidthToggle(props: { rail: boolean; onToggle: () => void }) {
  if (!useAfterFirstScreen()) return null;
  return (
    <Suspense fallback={null}>
      <WidthToggle {...props} />
    </Suspense>
  );
}

// The count's reader (and the query cache it uses) loads after the first screen: the sign-in's
// JavaScript is at its budget, and the menu is whole without the count.
const WorkCountReader = lazy(() => import(/* webpackChunkName: "my-work-count" */ './MyWorkCountReader'));

/** My work's link, with the count of items waiting for the admin (live) in its badge and its name. */
function WorkMenuLink(props: { item: MenuItem; labelled: boolean }) {
  const [count, setCount] = useState<number>();
  const ready = useAfterFirstScreen();
  return (
    <>
      <MenuLink {...props} count={count} />
      {ready && (
        <Suspense fallback={null}>
          <WorkCountReader onCount={setCount} />
        </Suspense>
      )}
    </>
  );
}

function CountBadge({ count, labelled }: { count: number; labelled: boolean }) {
  return (
    <Box
      as="span"
      data-testid="my-work-count"
      minWidth="5"
      px="1.5"
      borderRadius="full"
      bg="teal.700"
      color="white"
      fontSize="2xs"
      fontWeight="bold"
      textAlign="center"
      position={labelled ? 'static' : 'absolute'}
      top="0.5"
      right="0.5"
    >
      {/* The space keeps the link's visible text "My work 18", as its name reads. */}
      {` ${count > 999 ? '999+' : count}`}
    </Box>
  );
}

function MenuLink({ item, labelled, count }: { item: MenuItem; labelled: boolean; count?: number }) {
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
      aria-label={count ? `${item.label} ${count > 999 ? '999+' : count}` : item.label}
      title={unavailable ? `${item.label} (unavailable)` : item.label}
      aria-description={description || undefined}
      data-unavailable={unavailable || undefined}
      // A remote's screen: its chunks and first rows fetched while the pointer or focus is on it.
      onPointerEnter={item.remote ? () => prefetchMenuItem(item.path) : undefined}
      onFocus={item.remote ? () => prefetchMenuItem(item.path) : undefined}
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
          justify={labelled ? 'flex-start' : 'center'}
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
            display={labelled ? 'inline' : 'none'}
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
          {count ? <CountBadge count={count} labelled={labelled} /> : null}
          {unread && (
            <Box
              as="span"
              aria-hidden
              data-testid={`unread-dot-${item.label}`}
              width="8px"
              height="8px"
              borderRadius="full"
              bg="red.400"
              position={labelled ? 'static' : 'absolute'}
              top="1.5"
              right="1.5"
            />
          )}
        </Flex>
      )}
    </NavLink>
  );
}
