import { useSessionStore } from '@telehealth/shared/session';
import { Button, Heading, Link, Stack, Text } from '@telehealth/shared/ui/shell';
import { ShieldOff } from 'lucide-react';
import { reloadSessionAdmin } from '../auth/session-admin';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../shell/use-page-title';
import { HOME_PATH } from '../routing/return-path';
import { mayOpen, screenAt } from './screen-access';

/** The page a deep link to a screen the admin's role may not open shows, with the way back. */
export function NoAccess({ label }: { label: string }) {
  usePageTitle(label);
  const navigate = useNavigate();
  return (
    <Stack align="center" textAlign="center" gap="4" py="16" role="alert">
      <ShieldOff size={40} aria-hidden />
      <Heading as="h2" size="lg">
        You don't have access to {label}
      </Heading>
      <Text color="fg.muted" maxWidth="md">
        Your role does not include this screen. An Owner can change your role if you need it.
      </Text>
      <Stack direction="row" gap="3">
        <Button variant="outline" onClick={() => navigate(-1)}>
          Go back
        </Button>
        <Button asChild colorPalette="teal">
          <RouterLink to={HOME_PATH}>Go to the dashboard</RouterLink>
        </Button>
      </Stack>
      <Link asChild fontSize="sm" color="teal.fg">
        <RouterLink to="/admin/settings">Your account settings</RouterLink>
      </Link>
    </Stack>
  );
}

/**
 * A session whose answer did not say who is signed in (a sign-in made by a path that does not go
 * through the API client): asked once, so nothing is decided on unknown permissions.
 */
function useSessionAdmin() {
  const known = useSessionStore((state) => state.admin !== null);
  useEffect(() => {
    if (known) return;
    reloadSessionAdmin().catch(() => undefined); // a 401 already ended the session
  }, [known]);
  return known;
}

/** The current screen if the admin may open it, else "You don't have access to …". */
export function ScreenAccess({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const known = useSessionAdmin();
  const permissions = useSessionStore((state) => state.admin?.permissions);
  if (!known) return null;
  if (mayOpen(pathname, permissions)) return children;
  return <NoAccess label={screenAt(pathname)?.label ?? 'this page'} />;
}
