// Run at build time, in Node (shared/build/prerender.mjs): what the host's HTML carries before any
// script runs. Nothing here is part of the app's bundle.
import {
  adminSystem,
  ChakraProvider,
  PREBUILT_GLOBAL_CSS_ATTRIBUTE,
  withoutGlobalCss,
} from '@telehealth/shared/ui/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LoginForm } from '../pages/login/LoginForm';

/** The CSS Chakra's provider inserts for the system (cascade layers, reset, base, tokens). */
function globalCss(): string {
  const html = renderToString(<ChakraProvider value={adminSystem}>{null}</ChakraProvider>);
  const rules = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  if (!rules.some((css) => css?.includes('--chakra-colors-'))) {
    throw new Error('the global CSS rendered without the tokens');
  }
  return rules.join('\n');
}

/**
 * The sign-in page, painted and usable from the HTML: with its component styles inline (the app's
 * style cache adopts them) and without the global CSS, which the page links.
 */
function loginPage(): string {
  return renderToString(
    <ChakraProvider value={withoutGlobalCss(adminSystem)}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginForm prerendered register={(name) => ({ name })} errors={{}} submitting={false} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

export function prerender() {
  return {
    stylesheets: { 'chakra-global': { css: globalCss(), attributes: PREBUILT_GLOBAL_CSS_ATTRIBUTE } },
    pages: { login: { title: 'Login · Admin', body: loginPage() } },
  };
}
