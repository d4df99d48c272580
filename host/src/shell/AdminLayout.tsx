import { Box, Flex } from '@telehealth/shared/ui/shell';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LazyCommandPalette } from '../command-palette/LazyCommandPalette';
import { HOME_PATH } from '../routing/return-path';
import { ScreenAccess } from '../routing/ScreenAccess';
import { markFirstScreenSoon } from './after-first-screen';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { LazyShortcutsHelp } from '../keyboard/LazyShortcutsHelp';
import { useGlobalShortcuts } from '../keyboard/use-global-shortcuts';
import { useLiveUpdates } from '../live/use-live-updates';
import { MenuDrawer } from './MenuDrawer';
import { useDashboardPoller } from './use-dashboard-poller';

/** The signed-in frame: menu, top bar and the current page. */
export function AdminLayout() {
  useDashboardPoller();
  useGlobalShortcuts();
  useLiveUpdates();
  const { pathname } = useLocation();
  // The dashboard says when its figures are shown; another first screen does not wait for them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first screen only
  useEffect(() => {
    if (pathname !== HOME_PATH) markFirstScreenSoon();
  }, []);
  return (
    <Flex minHeight="100vh">
      <Sidebar />
      <MenuDrawer />
      <Flex direction="column" flex="1" minWidth="0">
        <TopBar />
        <Box as="main" flex="1" p={{ base: '4', md: '8' }}>
          <ScreenAccess>
            <Outlet />
          </ScreenAccess>
        </Box>
      </Flex>
      <LazyCommandPalette />
      <LazyShortcutsHelp />
    </Flex>
  );
}
