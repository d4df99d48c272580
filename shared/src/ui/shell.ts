// The signed-in frame's first screen, `@telehealth/shared/ui/shell`: the light kit (./core) plus what
// the shell's bar and menu and the dashboard's figures are made of. The first screen after sign-in
// loads this instead of the full kit (menus, dialogs, combobox, tables, forms), which the shell loads
// once the figures are shown. `@telehealth/shared/ui` re-exports all of it, from the same modules of
// the one shared instance.
import { addShellRecipes } from './shell-recipes';

addShellRecipes();

export * from './core';
export * from './chakra-shell';
export { COLOR_MODE_STORAGE_KEY, setColorModeChoice, useColorMode } from './color-mode';
export type { ColorMode, ColorModeChoice } from './color-mode';
export { ErrorPanel, DEFAULT_ERROR_MESSAGE } from './error-panel';
export type { ErrorPanelProps } from './error-panel';
