// Chakra's createSystem computes the system's global CSS (reset, base styles and every token as a
// CSS variable: about half of its ~100 ms on this machine) as it creates the system, for its
// provider to insert. The host's pages link that CSS prebuilt (shared/src/ui/global-css.ts), so the
// provider is given a system without it; computing it only when `_global` is read saves the time.
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY =
  'let lazyGlobal; const getLazyGlobal = () => (lazyGlobal ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';
const FIELD = /^(\s*)_global,$/m;

module.exports = function chakraSystemLazyGlobalLoader(source) {
  if (!source.includes(EAGER) || !FIELD.test(source)) {
    this.emitWarning(
      new Error('chakra-system-lazy-global-loader: createSystem changed; its global CSS is computed eagerly'),
    );
    return source;
  }
  return source
    .replace(EAGER, LAZY)
    .replace(FIELD, (_, indent) => `${indent}get _global() { return getLazyGlobal(); },`);
};
