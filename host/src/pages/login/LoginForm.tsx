import type { LoginValues } from '@telehealth/shared/schemas';
import { Button, Flex, FormField, Input, Link, PasswordInput, Stack } from '@telehealth/shared/ui/core';
import type { FormEventHandler } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../auth/AuthCard';

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
   * The page built into login.html, shown before the app runs (./prerender.tsx): its fields take
   * input at once, and the app carries what was typed over; it cannot sign in yet, so its button is
   * disabled and its form (method="dialog") never submits, not even with Enter.
   */
  prerendered?: boolean;
}

/** The sign-in page as the admin sees it. */
export function LoginForm({ register, errors, submitting, onSubmit, onInput, prerendered }: LoginFormProps) {
  return (
    <AuthCard title="Login" subtitle="Sign in to the administrator back-office.">
      <form
        onSubmit={onSubmit}
        onInput={onInput}
        noValidate
        aria-label="Login"
        method={prerendered ? 'dialog' : undefined}
      >
        <Stack gap="5">
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="username" autoFocus {...register('email')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </FormField>
          <Flex justify="flex-end" mt="-2">
            <Link asChild fontSize="sm" color="teal.700" fontWeight="medium">
              <RouterLink to="/forgot-password">Forgot Password?</RouterLink>
            </Link>
          </Flex>
          <Button type="submit" colorPalette="teal" width="full" loading={submitting} disabled={prerendered}>
            Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
