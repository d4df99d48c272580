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
    'html, body': { bg: 'bg.page', color: 'fg' },
    // An admin whose system asks for less motion gets none: dialogs, menus and toasts appear at
    // once and skeletons and spinners stand still (WCAG 2.3.3). The browser suite runs this way.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    // Screens name colours by role (bg.panel, fg.muted, teal.fg…), never by shade, so each holds in
    // both themes: the `.dark` class on <html> (shared/build/color-mode-init.js) switches them.
    semanticTokens: {
      colors: {
        bg: {
          page: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
          // Chakra's dark panel is the dark page's own colour; a card must stand out from the page.
          panel: { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } },
        },
        fg: {
          DEFAULT: { value: { _light: '{colors.gray.800}', _dark: '{colors.gray.100}' } },
        },
      },
    },
    tokens: {
      fonts: {
        heading: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
      // WCAG AA: white text (a solid button or badge, `colorPalette.contrast`) on these 600s needs
      // 4.5:1. Chakra's teal.600 (#0d9488, 3.7:1), orange.600 (#ea580c, 3.6:1) and green.600
      // (#16a34a, 3.3:1) fall short; these slightly darker shades pass (5.5, 5.2 and 5.0:1) and keep
      // the hue. Every screen is checked by e2e/specs/accessibility.spec.ts (axe-core).
      colors: {
        teal: { 600: { value: '#0f766e' } },
        orange: { 600: { value: '#c2410c' } },
        green: { 600: { value: '#15803d' } },
      },
    },
  },
});

/** The admin's design system: Chakra's defaults with the product's fonts, page colours and AA-contrast shades. */
export const adminSystem = createSystem(defaultBaseConfig, chakraTheme, productConfig);
