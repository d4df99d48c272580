import { Button, Stack } from '@telehealth/shared/ui';
import type { FormEventHandler, ReactNode } from 'react';

interface SettingsFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** Shown but not editable, without Save (the admin's role may read the settings, not change them). */
  readOnly?: boolean;
  /** The fields. */
  children: ReactNode;
}

/** A settings tab's form: its fields in a column and Save Settings under them. */
export function SettingsForm({ label, onSubmit, submitting, readOnly = false, children }: SettingsFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <fieldset disabled={readOnly}>
        <Stack gap="5" maxWidth="md">
          {children}
          {!readOnly && (
            <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={submitting}>
              Save Settings
            </Button>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
