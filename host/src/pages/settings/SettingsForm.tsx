import { Button, Stack } from '@telehealth/shared/ui';
import type { FormEventHandler, ReactNode } from 'react';

interface SettingsFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** The fields. */
  children: ReactNode;
}

/** A settings tab's form: its fields in a column and Save Settings under them. */
export function SettingsForm({ label, onSubmit, submitting, children }: SettingsFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="5" maxWidth="md">
        {children}
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={submitting}>
          Save Settings
        </Button>
      </Stack>
    </form>
  );
}
