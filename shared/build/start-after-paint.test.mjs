/**
 * @jest-environment jsdom
 */
// The prerendered page's starter: the app's scripts after the page's first paint, or at once when
// its form has been submitted.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'start-after-paint.js'),
  'utf8',
);

const started = () =>
  [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

let frames = [];
beforeEach(() => {
  document.head.innerHTML = '<link rel="preload" as="script" href="/main.js" data-start-after-paint />';
  document.body.innerHTML = '<form><button type="submit">Login</button></form>';
  frames = [];
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  window.requestAnimationFrame = (callback) => frames.push(callback);
  delete window.__earlySignIn;
});
afterEach(() => jest.useRealTimers());

test('starts the app once the page has been painted, not before', () => {
  new Function(SCRIPT)();
  jest.runOnlyPendingTimers();
  expect(started()).toEqual([]);
  for (const frame of frames) frame(0);
  jest.runOnlyPendingTimers();
  expect(started()).toEqual(['http://localhost/main.js']);
  document.querySelector('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  jest.runOnlyPendingTimers();
  expect(started()).toHaveLength(1); // once, whatever starts it
});

test('a form submitted before the first paint starts the app at once', () => {
  new Function(SCRIPT)();
  document.querySelector('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  jest.runOnlyPendingTimers();
  expect(frames).toHaveLength(1); // no frame has been painted yet
  expect(started()).toEqual(['http://localhost/main.js']);
});

test("a sign-in the page's own script already sent starts the app as the starter runs", () => {
  window.__earlySignIn = { answer: Promise.resolve(null), settled: false };
  new Function(SCRIPT)();
  expect(started()).toEqual(['http://localhost/main.js']);
});
