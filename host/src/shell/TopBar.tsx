import { Button, Flex, Heading, HStack, IconButton, Text } from '@telehealth/shared/ui/shell';
import { ArrowLeft, Menu, Search, Settings } from 'lucide-react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { usePaletteStore } from '../command-palette/palette-store';
import { KeyCap } from '../keyboard/KeyCap';
import { hasInAppHistory, parentPath } from './back-target';
import { MENU_DRAWER_ID } from './menu-drawer-id';
import { DeferredColorModeMenu, DeferredInboxBell, DeferredLogoutButton } from './deferred-top-bar-controls';
import { menuItems } from './menu-items';
import { useShellStore } from './shell-store';
import { shouldShowBack } from './should-show-back';
import { topBarTitle } from './top-bar-title';

/** On a phone, where the menu is a drawer: the button that opens it. */
function MenuButton() {
  const open = useShellStore((state) => state.menuOpen);
  const setOpen = useShellStore((state) => state.setMenuOpen);
  return (
    <IconButton
      aria-label="Menu"
      title="Menu"
      aria-expanded={open}
      aria-controls={MENU_DRAWER_ID}
      variant="ghost"
      size="sm"
      hideFrom="md"
      onClick={() => setOpen(!open)}
    >
      <Menu size={18} aria-hidden />
    </IconButton>
  );
}

/** Page name, Back on deep pages (to the previous page, or the parent list when there is none), the settings cog and logout. */
export function TopBar() {
  const { pathname } = useLocation();
  const title = useShellStore((state) => topBarTitle(pathname, state, menuItems()));
  const navigate = useNavigate();
  const onSettings = pathname.startsWith('/admin/settings');
  const goBack = () => (hasInAppHistory() ? navigate(-1) : navigate(parentPath(pathname)));
  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap={{ base: '2', md: '4' }}
      px={{ base: '3', md: '8' }}
      py="3"
      minHeight="64px"
      bg="bg.panel"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <HStack gap={{ base: '1', md: '3' }} minWidth="0">
        <MenuButton />
        {shouldShowBack(pathname) && (
          <Button size="sm" variant="outline" aria-label="Back" onClick={goBack}>
            <ArrowLeft size={16} />
            <Text as="span" display={{ base: 'none', sm: 'inline' }}>
              Back
            </Text>
          </Button>
        )}
        {/* On a phone a long title takes a second line rather than an ellipsis ('Adm…'). */}
        <Heading
          as="h1"
          size={{ base: 'sm', md: 'lg' }}
          lineClamp={{ base: '2', md: '1' }}
          lineHeight="short"
          data-testid="page-title"
        >
          {title}
        </Heading>
      </HStack>
      <HStack gap={{ base: '0', md: '1' }} flexShrink={0}>
        <Button
          size="sm"
          variant={{ base: 'ghost', md: 'outline' }}
          color="fg.muted"
          onClick={() => usePaletteStore.getState().show()}
          aria-keyshortcuts="Control+K Meta+K"
        >
          <Search size={16} aria-hidden />
          {/* The button's name on every screen: read but not shown on a phone, where only the icon shows. */}
          <Text as="span" srOnly={{ base: true, md: false }}>
            Search
          </Text>
          <Text as="span" display={{ base: 'none', md: 'inline' }} aria-hidden>
            <KeyCap>Ctrl K</KeyCap>
          </Text>
        </Button>
        <DeferredInboxBell />
        <DeferredColorModeMenu />
        <IconButton
          asChild
          aria-label="Settings"
          title="Settings"
          variant={onSettings ? 'subtle' : 'ghost'}
          colorPalette={onSettings ? 'teal' : 'gray'}
          size="sm"
        >
          <RouterLink to="/admin/settings" aria-current={onSettings ? 'page' : undefined}>
            <Settings size={18} />
          </RouterLink>
        </IconButton>
        <DeferredLogoutButton />
      </HStack>
    </Flex>
  );
}
