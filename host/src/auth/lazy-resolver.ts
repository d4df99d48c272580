import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from '../loading/load-once';

export interface LazyResolver<T extends FieldValues> extends Resolver<T> {
  /** Starts loading the validation (e.g. as soon as the admin types), so submitting does not wait. */
  preload: () => void;
}

/**
 * A form resolver whose schema loads on first use: the shared schemas module brings date formatting
 * and luxon with it, which the login page must not wait for before it can be used.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  const get = loadOnce(load);
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
