import type { LoginValues } from '@telehealth/shared/schemas';
import { Flex, FormField, Input, Link, PasswordInput } from '@telehealth/shared/ui/core';
import type { FormEventHandler } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { AuthForm } from '../../auth/AuthForm';

/** What `register(name)` gives an input (useLightForm's, or a plain one for the prerendered page). */
export interface InputRegistration {
  name: string;
  defaultValue?: string;
  ref?: (input: HTMLInputElement | null) => void;
  onChange?: () => unknown;
  onBlur?: () => unknown;
}

export interface LoginFormProps {
  register: (name: keyof LoginValues & string) => InputRegistration;
  errors: FieldErrors<LoginValues>;
  submitting: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onInput?: () => void;
  /**
   * The page built into login.html, shown before the app runs (host/src/prerender): its fields take
   * input at once and the app carries what was typed over. Its submits (Enter, Login) are handled by
   * the page's own small script (early-sign-in.js), which signs in before the app has run; the form
   * itself (method="dialog") never navigates, even without that script.
   */
  prerendered?: boolean;
}

/** The sign-in page as the admin sees it. */
export function LoginForm({ register, errors, submitting, onSubmit, onInput, prerendered }: LoginFormProps) {
  return (
    <AuthForm
      title="Login"
      subtitle="Sign in to the administrator back-office."
      onSubmit={onSubmit}
      onInput={onInput}
      method={prerendered ? 'dialog' : undefined}
      submitLabel="Login"
      submitting={submitting}
      backToLogin={false}
    >
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="username" autoFocus {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
      <Flex justify="flex-end" mt="-2">
        <Link asChild fontSize="sm" color="teal.fg" fontWeight="medium">
          <RouterLink to="/forgot-password">Forgot Password?</RouterLink>
        </Link>
      </Flex>
    </AuthForm>
  );
}
