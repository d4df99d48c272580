import { Button, Flex, Heading, HStack, IconButton } from '@telehealth/shared/ui';
import { ArrowLeft, Settings } from 'lucide-react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LogoutButton } from './LogoutButton';
import { useShellStore } from './shell-store';
import { shouldShowBack } from './should-show-back';

/** Page name, Back on deep pages, the settings cog and logout. */
export function TopBar() {
  const title = useShellStore((state) => state.title);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Flex as="header" align="center" justify="space-between" px="8" py="4" bg="white" borderBottomWidth="1px">
      <HStack gap="3">
        {shouldShowBack(pathname) && (
          <Button size="sm" variant="outline" onClick={() => navigate(-1)}>
            <ArrowLeft size={16} /> Back
          </Button>
        )}
        <Heading as="h1" size="lg" data-testid="page-title">
          {title}
        </Heading>
      </HStack>
      <HStack gap="2">
        <IconButton asChild aria-label="Settings" variant="ghost" size="sm">
          <RouterLink to="/admin/settings">
            <Settings size={18} />
          </RouterLink>
        </IconButton>
        <LogoutButton />
      </HStack>
    </Flex>
  );
}
