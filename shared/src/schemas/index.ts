// Form schemas with their exact messages ('Please enter username', ...) that more than one app uses,
// and the rules every app's own schemas are built from, for react-hook-form:
//   useForm<LoginValues>({ resolver: valibotResolver(loginSchema) })
// with `import { valibotResolver } from '@hookform/resolvers/valibot'`. A schema only one remote's
// form uses lives in that remote (docs/decisions.md).
export * from './auth';
export * from './limits';
export * from './settings';
export { BASIC_EMAIL, DECIMAL_TEXT, emailText, numericText, requiredText } from './rules';
