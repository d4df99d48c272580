import { ApiError } from '@telehealth/shared/api';
import {
  Button,
  Code,
  FormField,
  HStack,
  Input,
  notifyError,
  notifySuccess,
  QrCode,
  Stack,
  Text,
} from '@telehealth/shared/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { RecoveryCodes } from './RecoveryCodes';
import { useCheckedField } from './use-checked-field';
import { confirmTotp, startTotp, type TotpStart } from './second-factor-api';

/** The key in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Copies the key for an app on the same device (a phone cannot scan its own screen). */
async function copyKey(secret: string) {
  try {
    await navigator.clipboard.writeText(secret);
    notifySuccess('Key copied');
  } catch {
    notifyError('The key could not be copied: select it and copy it by hand');
  }
}

/**
 * Enrolment of an authenticator app: the QR code and the key as text, then the app's first code,
 * then the recovery codes (shown once). `onDone` runs when the admin has seen the codes; `onCancel`,
 * when given, offers to stop before the first code (nothing is in force until then).
 */
export function TotpEnrolment({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const [started, setStarted] = useState<TotpStart | null>(null);
  const codeField = useCheckedField();
  const { value: code, error, setError } = codeField;
  const [sending, setSending] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    void startTotp().then(setStarted, () => undefined);
  }, []);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the 6-digit code your app shows');
      return;
    }
    setSending(true);
    try {
      setCodes((await confirmTotp(code.trim())).recovery_codes);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.message ? failure.message : 'Invalid code. Please try again.',
      );
    } finally {
      setSending(false);
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (!started) return <Text color="fg.muted">Preparing your key…</Text>;
  return (
    <Stack as="form" gap="4" onSubmit={confirm} maxW="md">
      <Text>
        1. Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy, …), or type
        the key.
      </Text>
      <QrCode.Root value={started.otpauth_uri} size="lg" aria-label="QR code of your authenticator key">
        <QrCode.Frame bg="white" color="black" p="2" borderRadius="md">
          <QrCode.Pattern />
        </QrCode.Frame>
      </QrCode.Root>
      <HStack gap="2" flexWrap="wrap">
        <Text fontSize="sm">
          Key:{' '}
          <Code data-testid="totp-secret" data-secret={started.secret} fontSize="sm">
            {grouped(started.secret)}
          </Code>
        </Text>
        <Button size="xs" variant="outline" onClick={() => void copyKey(started.secret)}>
          Copy key
        </Button>
      </HStack>
      <FormField label="2. Enter the 6-digit code the app shows" error={error}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...codeField.input} />
      </FormField>
      <HStack gap="3">
        <Button type="submit" colorPalette="teal" loading={sending}>
          Turn on
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
