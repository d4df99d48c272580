import { skeletonRecipe } from '@chakra-ui/react/theme';
import { adminSystem } from './theme';

/** The recipes of ./chakra-shell's components, beyond those of the light kit (./theme). */
export const SHELL_RECIPES = { skeleton: skeletonRecipe };

/**
 * Adds them to the one system when the shell's entry loads (after sign-in), as the full kit does
 * with its own (./kit-recipes), so the login page does not carry them.
 */
export function addShellRecipes(): void {
  const theme = adminSystem._config.theme ?? {};
  theme.recipes = { ...SHELL_RECIPES, ...theme.recipes };
}
