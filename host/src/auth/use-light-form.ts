import { type BaseSyntheticEvent, useRef, useState } from 'react';
import type { FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';

type Values = Record<string, string>;

export interface LightFormOptions<T extends Values> {
  resolver: Resolver<T>;
  defaultValues: T;
}

/**
 * The part of react-hook-form's `useForm` the login page uses (register, handleSubmit, errors,
 * isSubmitting; validated on submit, then again on every change; the first invalid field focused),
 * so the login page does not load react-hook-form itself (~13 KB gzip) before it can be used. It
 * takes the same resolvers, and the other forms keep react-hook-form.
 */
export function useLightForm<T extends Values>({ resolver, defaultValues }: LightFormOptions<T>) {
  const names = Object.keys(defaultValues) as (keyof T & string)[];
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const validate = () => {
    const values = Object.fromEntries(
      names.map((name) => [name, inputs.current.get(name)?.value ?? defaultValues[name]]),
    ) as T;
    const options: ResolverOptions<T> = { fields: {}, shouldUseNativeValidation: false };
    return resolver(values, undefined, options);
  };

  const register = (name: keyof T & string) => ({
    name,
    defaultValue: defaultValues[name],
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
    },
    onChange: async () => {
      if (!submitted.current) return;
      const result = await validate();
      setErrors((previous) => ({ ...previous, [name]: result.errors[name] }));
    },
    onBlur: () => undefined,
  });

  const handleSubmit =
    (onValid: (values: T) => unknown | Promise<unknown>, onInvalid?: (errors: FieldErrors<T>) => unknown) =>
    async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        const result = await validate();
        const invalid = names.filter((name) => result.errors[name]);
        setErrors(result.errors);
        if (invalid.length > 0) {
          inputs.current.get(invalid[0]!)?.focus();
          await onInvalid?.(result.errors);
          return;
        }
        await onValid(result.values as T);
      } finally {
        setSubmitting(false);
      }
    };

  return { register, handleSubmit, formState: { errors, isSubmitting } };
}
