import { Button, Stack, Text } from '@telehealth/shared/ui';
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

/** What a role that may only read the settings is told above the fields (Operations, Support, Auditor). */
export const READ_ONLY_NOTE =
  'Read only: your role can see these settings but not change them (Owners and Finance can).';

/** A settings tab's form: its fields in a column and Save Settings under them. */
export function SettingsForm({ label, onSubmit, submitting, readOnly = false, children }: SettingsFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <fieldset disabled={readOnly}>
        <Stack gap="5" maxWidth="md">
          {readOnly && (
            <Text fontSize="sm" color="fg.muted" data-testid="settings-read-only">
              {READ_ONLY_NOTE}
            </Text>
          )}
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
