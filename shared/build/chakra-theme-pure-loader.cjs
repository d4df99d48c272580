// Chakra's theme module builds `defaultThemeConfig` (every recipe of every component) with a call
// webpack cannot prove pure, so importing anything from `@chakra-ui/react/theme` (tokens, a recipe)
// kept all ~100 recipes in the bundle. Marking that call pure lets webpack drop what no one uses;
// the admin's system takes the tokens and only the recipes it needs (shared/src/ui/theme.ts).
const CALL = 'const defaultThemeConfig = defineConfig(';

module.exports = function chakraThemePureLoader(source) {
  if (!source.includes(CALL)) {
    this.emitWarning(
      new Error(`chakra-theme-pure-loader: "${CALL}" not found; Chakra's recipes are all bundled`),
    );
    return source;
  }
  return source.replace(CALL, 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
};
