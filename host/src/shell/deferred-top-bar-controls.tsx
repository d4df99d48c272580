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
