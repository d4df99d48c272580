// The light part of the UI kit, `@telehealth/shared/ui/core`: the provider, the toaster and what the
// sign-in pages are made of, so the login page does not load menus, dialogs, tables and the rest.
// `@telehealth/shared/ui` re-exports all of it; both are served by the same modules of the one
// shared instance, so there is still one Chakra, one provider and one toaster on the page.
export * from './chakra-core';
export { preloadToaster, UiProvider } from './ui-provider';
export { notifyError, notifySuccess, toaster } from './toaster';
export { adminSystem } from './theme';
export { PREBUILT_GLOBAL_CSS_ATTRIBUTE, withoutGlobalCss } from './global-css';
export { FormField } from './form-field';
export type { FormFieldProps } from './form-field';
export { PasswordInput } from './password-input';
export {
  CODE_REQUIRED_MESSAGE,
  proofFailureMessage,
  SecondFactorCodeField,
  useSecondFactorCode,
  WRONG_CODE_MESSAGE,
} from './second-factor-code';
export type { SecondFactorCode, SecondFactorCodeFieldProps } from './second-factor-code';
