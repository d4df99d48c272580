import { Box, Flex } from '@telehealth/shared/ui';
import { Outlet } from 'react-router-dom';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useDashboardPoller } from './use-dashboard-poller';

/** The signed-in frame: menu, top bar and the current page. */
export function AdminLayout() {
  useDashboardPoller();
  return (
    <Flex minHeight="100vh">
      <Sidebar />
      <Flex direction="column" flex="1" minWidth="0">
        <TopBar />
        <Box as="main" flex="1" p={{ base: '4', md: '8' }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
