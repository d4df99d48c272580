import { Box, Flex } from '@telehealth/shared/ui';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { LazyCommandPalette } from '../command-palette/LazyCommandPalette';
import { preloadRemotesWhenIdle } from '../federation/preload-remotes';
import { ScreenAccess } from '../routing/ScreenAccess';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { ShortcutsHelp } from '../keyboard/ShortcutsHelp';
import { useGlobalShortcuts } from '../keyboard/use-global-shortcuts';
import { useLiveUpdates } from '../live/use-live-updates';
import { MenuDrawer } from './MenuDrawer';
import { useDashboardPoller } from './use-dashboard-poller';

/** The signed-in frame: menu, top bar and the current page. */
export function AdminLayout() {
  useDashboardPoller();
  useGlobalShortcuts();
  useLiveUpdates();
  // The shell has loaded the shared UI kit: the remotes can now be fetched ahead of their first visit.
  useEffect(preloadRemotesWhenIdle, []);
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
      <ShortcutsHelp />
    </Flex>
  );
}
