import { useSessionStore } from '@telehealth/shared/session';
import { Box, Flex } from '@telehealth/shared/ui/shell';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LazyCommandPalette } from '../command-palette/LazyCommandPalette';
import { HOME_PATH } from '../routing/return-path';
import { ScreenAccess } from '../access/ScreenAccess';
import { markFirstScreenSoon } from './after-first-screen';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { LazyShortcutsHelp } from '../keyboard/LazyShortcutsHelp';
import { useGlobalShortcuts } from '../keyboard/use-global-shortcuts';
import { useLiveUpdates } from '../live/use-live-updates';
import { MenuDrawer } from './MenuDrawer';
import { LazyStepUpDialogHost } from './LazyStepUpDialogHost';
import { useDashboardPoller } from './use-dashboard-poller';

// Only an admin who must enrol a second factor first ever loads it.
const EnrolmentRequired = lazy(() => import('../pages/security'));

/**
 * The signed-in frame; a session limited to enrolling a second factor gets only the enrolment. The
 * step-up dialog is mounted here once (after the first screen, like the rest of the full UI kit): any
 * guarded action refused for want of a fresh code asks for it in place and continues.
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
      <LazyStepUpDialogHost />
    </>
  );
}

function SignedInFrame() {
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
