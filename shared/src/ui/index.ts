export * from './chakra';
export { UiProvider } from './ui-provider';
export { notifyError, notifySuccess, toaster } from './toaster';
export { adminSystem } from './theme';
