import { Field } from '@telehealth/shared/ui';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** The validation message to show under the input, if any. */
  error?: string;
  helperText?: ReactNode;
  children: ReactNode;
}

/** A labelled input with its validation message, as every host form lays them out. */
export function FormField({ label, error, helperText, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}
