import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { queryClient } from '@telehealth/shared/query';
import { OWNER, signInAs } from './session-admin';

// findBy* and waitFor wait up to 5 s (1 s by default): on a loaded 2-core CI machine a toast or a
// lazily loaded dialog can take longer than a second to appear.
configure({ asyncUtilTimeout: 5_000 });

// Browser APIs jsdom does not have and Chakra's components call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};
// Chakra's checkbox (zag's press tracking) builds PointerEvents, which jsdom does not have.
if (!window.PointerEvent) {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventStub as unknown as typeof PointerEvent;
}
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// Chakra's toaster subscribes to its store from a timer after mounting, which React reports as an
// update outside act() in every test that renders the provider. It is not the component under test.
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  if (
    typeof args[0] === 'string' &&
    args[0].includes('An update to %s inside a test was not wrapped in act')
  ) {
    if (args[1] === 'Toaster') return;
  }
  consoleError(...args);
};

// The API reads' cache is one per page (a module singleton): each test starts with it empty.
afterEach(() => queryClient.clear());

// Tests act as an Owner (every permission), as the single administrator did before roles; a test of
// what a narrower role sees signs in as that role (session-admin.ts).
beforeEach(() => signInAs(OWNER));
