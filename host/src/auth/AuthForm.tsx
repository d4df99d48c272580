import { Button, Link, Stack, Text } from '@telehealth/shared/ui/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from './AuthCard';

interface AuthFormProps {
  /** The card's heading, the page's title and the form's accessible name. */
  title: string;
  subtitle?: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onInput?: () => void;
  /** 'dialog' for a form that must never submit (the prerendered login page). */
  method?: 'dialog';
  submitLabel: string;
  submitting: boolean;
  /** Under the submit button, before the way back to the login page. */
  footer?: ReactNode;
  /** The password-reset pages lead back to the login page; the login page itself does not. */
  backToLogin?: boolean;
  /** The fields. */
  children: ReactNode;
}

/** The form of every public page: its fields, one full-width submit button, and the way back. */
export function AuthForm({
  title,
  subtitle,
  onSubmit,
  onInput,
  method,
  submitLabel,
  submitting,
  footer,
  backToLogin = true,
  children,
}: AuthFormProps) {
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <form onSubmit={onSubmit} onInput={onInput} noValidate aria-label={title} method={method}>
        <Stack gap="5">
          {children}
          <Button type="submit" colorPalette="teal" width="full" loading={submitting}>
            {submitLabel}
          </Button>
          {footer}
          {backToLogin && (
            <Text textAlign="center" fontSize="sm">
              <Link asChild color="teal.fg" fontWeight="medium">
                <RouterLink to="/login">Back to Login</RouterLink>
              </Link>
            </Text>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
