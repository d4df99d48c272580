import { render } from '@testing-library/react';
import { adminSystem, ChakraProvider } from './core';

/** The global CSS Chakra's provider puts in the page for the admin's system. */
function globalCss(): string {
  render(<ChakraProvider value={adminSystem}>{null}</ChakraProvider>);
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
}

describe('an admin whose system asks for less motion', () => {
  it('gets no animation and no transition, on every element and its pseudo-elements', () => {
    const css = globalCss().replace(/\s+/g, ' ');
    const rule = /@media \(prefers-reduced-motion: reduce\) ?\{([^}]*\{[^}]*\})/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/\*, ?\*::before, ?\*::after ?\{/);
    expect(rule).toMatch(/animation-duration: ?0\.01ms ?!important/);
    expect(rule).toMatch(/animation-iteration-count: ?1 ?!important/);
    expect(rule).toMatch(/transition-duration: ?0\.01ms ?!important/);
  });
});
