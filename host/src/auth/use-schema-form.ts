import { valibotResolver } from '@hookform/resolvers/valibot';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type * as v from 'valibot';

/** A react-hook-form form validated by a valibot schema (on submit, then on every change). */
export function useSchemaForm<T extends FieldValues>(
  schema: v.GenericSchema<T, T>,
  defaultValues: DefaultValues<T>,
) {
  return useForm<T>({ resolver: valibotResolver(schema), defaultValues });
}
