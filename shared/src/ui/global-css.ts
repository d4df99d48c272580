import type { SystemContext } from '@chakra-ui/react';

/**
 * The host's build writes the system's global CSS (reset, base styles, every token as a CSS
 * variable) into its pages, in a <style> with this attribute (host/src/prerender). Made in the
 * browser, it is the largest part of creating the system and of the first render (an object of a few
 * thousand declarations serialised, hashed and inserted rule by rule), on every page load.
 */
export const PREBUILT_GLOBAL_CSS_ATTRIBUTE = 'data-chakra-global';

export function hasPrebuiltGlobalCss(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.querySelector(`style[${PREBUILT_GLOBAL_CSS_ATTRIBUTE}]`) !== null
  );
}

/**
 * The same system without its global CSS, for a page that has it already: Chakra's provider inserts
 * `_global` and nothing else reads it (shared/build/chakra-system-lazy-global-loader.cjs makes
 * Chakra compute it only when read).
 */
export function withoutGlobalCss(system: SystemContext): SystemContext {
  return Object.create(system, { _global: { value: [] } }) as SystemContext;
}
