import { type SystemStyleObject, useChakraContext } from '@chakra-ui/react';
import { type EmotionCache, __unsafe_useEmotionCache as useEmotionCache, css } from '@emotion/react';

type ChakraSystem = ReturnType<typeof useChakraContext>;
type RecipeVariants = Record<string, string | boolean>;

// Class names per (emotion cache, Chakra system): a style is resolved, hashed and inserted the first
// time it is asked for, and every later render is a map lookup.
const styleClasses = new WeakMap<EmotionCache, WeakMap<ChakraSystem, WeakMap<object, string>>>();
const recipeClasses = new WeakMap<EmotionCache, WeakMap<ChakraSystem, Map<string, string>>>();

function cacheFor<V extends object>(
  outer: WeakMap<EmotionCache, WeakMap<ChakraSystem, V>>,
  cache: EmotionCache,
  system: ChakraSystem,
  make: () => V,
): V {
  let bySystem = outer.get(cache);
  if (!bySystem) {
    bySystem = new WeakMap();
    outer.set(cache, bySystem);
  }
  let entry = bySystem.get(system);
  if (!entry) {
    entry = make();
    bySystem.set(system, entry);
  }
  return entry;
}

/** Inserts resolved CSS (as Chakra's `css()` gives it) once and returns its class name. */
function insert(cache: EmotionCache, resolved: object): string {
  const serialized = css(resolved as Parameters<typeof css>[0]);
  const name = `${cache.key}-${serialized.name}`;
  if (cache.inserted[serialized.name] === undefined) cache.insert(`.${name}`, serialized, cache.sheet, true);
  cache.registered[name] = serialized.styles;
  return name;
}

function useContexts(): [EmotionCache, ChakraSystem] {
  const cache = useEmotionCache();
  const system = useChakraContext();
  // Only a server render without an emotion cache has none; this kit renders in the browser.
  if (!cache) throw new Error('the UI kit needs an emotion cache (a browser render)');
  return [cache, system];
}

/**
 * The class name of a constant Chakra style object (tokens, conditions and nested selectors as in a
 * `css` prop), for plain elements. A styled Chakra component resolves and hashes its styles on
 * every render, which is most of the cost of a list page's hundreds of cells; a static class costs
 * that once per page load. `styles` must be a module constant (it is the cache key).
 */
export function useStaticClass(styles: SystemStyleObject): string {
  const [cache, system] = useContexts();
  const classes = cacheFor(styleClasses, cache, system, () => new WeakMap<object, string>());
  let name = classes.get(styles);
  if (!name) {
    name = insert(cache, system.css(styles));
    classes.set(styles, name);
  }
  return name;
}

/**
 * The class name of a Chakra recipe (e.g. 'badge', 'button') with the given variants, in Chakra's
 * `recipes` cascade layer as the component itself would put it, so style props (a static class)
 * still win over it. No recipe, no class.
 */
export function useRecipeClass(recipe: { key: string; variants: RecipeVariants } | undefined): string {
  const [cache, system] = useContexts();
  if (!recipe) return '';
  const classes = cacheFor(recipeClasses, cache, system, () => new Map<string, string>());
  const key = `${recipe.key}:${JSON.stringify(recipe.variants)}`;
  let name = classes.get(key);
  if (!name) {
    name = insert(cache, system.cva(system.getRecipe(recipe.key))(recipe.variants));
    classes.set(key, name);
  }
  return name;
}
