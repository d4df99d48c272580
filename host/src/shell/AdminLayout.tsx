import { useSessionStore } from '@telehealth/shared/session';
import { Box, Flex, StepUpDialogHost } from '@telehealth/shared/ui';
import { lazy, Suspense, useEffect } from 'react';
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

// Only an admin who must enrol a second factor first ever loads it.
const EnrolmentRequired = lazy(() => import('../pages/security'));

/**
 * The signed-in frame; a session limited to enrolling a second factor gets only the enrolment. The
 * step-up dialog is mounted here once: any guarded action refused for want of a fresh code asks for
 * it in place and continues.
 */
export function AdminLayout() {
  const mustEnrol = useSessionStore((state) => state.admin?.second_factor_enrolment_required === true);
  if (mustEnrol) {
    return (
      <Suspense fallback={null}>
        <EnrolmentRequired />
      </Suspense>
    );
  }
  return (
    <>
      <SignedInFrame />
      <StepUpDialogHost />
    </>
  );
}

function SignedInFrame() {
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
