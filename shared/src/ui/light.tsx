import type { SystemStyleObject } from '@chakra-ui/react';
import { type ComponentProps, createElement, type ElementType, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRecipeClass, useStaticClass } from './static-class';

type RecipeVariants = Record<string, string | boolean>;

export interface LightRecipe {
  /** The Chakra recipe (e.g. 'link', 'badge', 'button'), in its `recipes` layer as Chakra puts it. */
  key: string;
  variants: RecipeVariants;
}

type LightProps<T extends ElementType> = ComponentProps<T> & { className?: string };

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A plain element (or component taking `className`) with a constant Chakra style, and optionally a
 * Chakra recipe under it: the look of `chakra(tag, ...)` or of a Chakra component with fixed props,
 * for what a list renders many times per page (cells, badges, row links). Variations go in
 * `styles` as `&[data-...]` selectors, driven by data attributes.
 */
export function lightStyled<T extends ElementType>(
  tag: T,
  styles: SystemStyleObject,
  recipe?: LightRecipe,
): (props: LightProps<T>) => ReactElement {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, as chakra() is
  function Light(props: LightProps<T>) {
    const recipeClass = useRecipeClass(recipe);
    return createElement(tag, {
      ...props,
      className: join(recipeClass, useStaticClass(styles), props.className),
    });
  }
  return Light;
}

/**
 * A list row's link to its record (a name, an id), as `<Link asChild color="teal.fg"
 * fontWeight="semibold"><RouterLink/></Link>` looks.
 */
export const RowLink = lightStyled(
  RouterLink,
  { color: 'teal.fg', fontWeight: 'semibold' },
  { key: 'link', variants: {} },
);

/** `<Text whiteSpace="nowrap">`: a cell's line that must not wrap (a phone number, a date). */
export const NoWrapText = lightStyled('p', { whiteSpace: 'nowrap' });

/** `<HStack>` (a row, centred, gap 2) for a cell's icons; `title` and `color` as props. */
export const CellIcons = lightStyled('div', {
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: '2',
});
