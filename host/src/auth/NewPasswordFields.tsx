import { FormField, PasswordInput } from '@telehealth/shared/ui/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface NewPasswordFieldsProps {
  /** 'New Password' (default) or 'Password'. */
  label?: string;
  password: UseFormRegisterReturn;
  passwordError?: string;
  confirm: UseFormRegisterReturn;
  confirmError?: string;
  autoFocus?: boolean;
}

/** A new password and its confirmation, as every form that sets one asks for them. */
export function NewPasswordFields({
  label = 'New Password',
  password,
  passwordError,
  confirm,
  confirmError,
  autoFocus,
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormField label={label} error={passwordError}>
        <PasswordInput autoComplete="new-password" autoFocus={autoFocus} {...password} />
      </FormField>
      <FormField label="Confirm Password" error={confirmError}>
        <PasswordInput autoComplete="new-password" {...confirm} />
      </FormField>
    </>
  );
}
