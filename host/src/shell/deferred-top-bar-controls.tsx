import { IconButton } from '@telehealth/shared/ui/shell';
import { Bell } from 'lucide-react';
import { deferredControl } from './deferred-control';
import { LogoutTrigger } from './LogoutTrigger';
import { ThemeButton } from './ThemeButton';

// The Theme menu and the Logout dialog are made of the full UI kit's menu and dialog: they load after
// the first screen, or when pressed first (docs/decisions.md, "The first screen's JavaScript").

export const DeferredColorModeMenu = deferredControl(
  () => import(/* webpackChunkName: "color-mode-menu" */ './ColorModeMenu').then((m) => m.ColorModeMenu),
  ({ onUse }) => <ThemeButton onClick={onUse} />,
);

export const DeferredLogoutButton = deferredControl(
  () => import(/* webpackChunkName: "logout-button" */ './LogoutButton').then((m) => m.LogoutButton),
  ({ onUse }) => <LogoutTrigger onClick={onUse} />,
);

// The bell's popover is the full kit's too; its count appears once it has loaded.
export const DeferredInboxBell = deferredControl(
  () => import(/* webpackChunkName: "inbox-bell" */ '../inbox/InboxBell').then((m) => m.InboxBell),
  ({ onUse }) => (
    <IconButton aria-label="Notifications" title="Notifications" variant="ghost" size="sm" onClick={onUse}>
      <Bell size={18} />
    </IconButton>
  ),
);
