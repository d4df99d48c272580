// Form schemas with the spec's exact messages (section 5), for react-hook-form:
//   useForm<LoginValues>({ resolver: valibotResolver(loginSchema) })
// with `import { valibotResolver } from '@hookform/resolvers/valibot'`.
export * from './auth';
export * from './catalog';
export * from './inbox';
export * from './limits';
export * from './refund';
export * from './settings';
export { BASIC_EMAIL, DECIMAL_TEXT } from './rules';
