/** The id of the phone's menu drawer, which the top bar's Menu button controls. */
export const MENU_DRAWER_ID = 'main-menu-drawer';
