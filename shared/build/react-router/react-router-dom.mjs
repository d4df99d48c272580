// `react-router-dom` from the shared scope: the same names as ./react-router.mjs (the same modules),
// with the DOM RouterProvider, as react-router-dom 7 itself does.
export * from './react-router.mjs';
export { RouterProvider } from 'react-router-impl/dom';
