import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

// Chakra's default theme (tokens, text and layer styles, keyframes, global CSS), but only the recipes
// of the components of the light kit (./chakra-core and the toaster): Chakra's `defaultConfig`
// carries a recipe for every one of its ~100 components, most of which no screen uses, and the
// system is on the login page. The full kit adds the recipes of its components (./kit-recipes.ts).
// A component added to ./chakra-core needs its recipe here.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      field: fieldSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const productConfig = defineConfig({
  globalCss: {
    'html, body': { bg: 'gray.50', color: 'gray.800' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
  },
});

/** The admin's design system: Chakra's defaults with the product's fonts and page colours. */
export const adminSystem = createSystem(defaultBaseConfig, chakraTheme, productConfig);
