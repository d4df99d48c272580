import { passkeysSupported } from '@telehealth/shared/api';
import { formatTimestamp } from '@telehealth/shared/format';
import { Button, ConfirmDialog, FormField, HStack, Input, Stack, Text } from '@telehealth/shared/ui';
import { notifySuccess, proofFailureMessage } from '@telehealth/shared/ui/core';
import { type FormEvent, useState } from 'react';
import { RecoveryCodes } from './RecoveryCodes';
import { addPasskey, type Passkey, removePasskey } from './second-factor-api';

export const PASSKEY_NAME_LABEL = 'Name of the passkey';
const NAME_MAX = 60;

/**
 * Naming and creating a passkey; `onAdded` runs once it is stored (after the recovery codes, when
 * this was the admin's first factor and the API answered them).
 */
export function AddPasskey({ onAdded, onCancel }: { onAdded: () => void; onCancel?: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > NAME_MAX) {
      setError(`Name the passkey (at most ${NAME_MAX} characters), e.g. "Work laptop"`);
      return;
    }
    setSending(true);
    try {
      const added = await addPasskey(trimmed);
      notifySuccess('Passkey added');
      if (added.recovery_codes?.length) setCodes(added.recovery_codes);
      else onAdded();
    } catch (failure) {
      setError(proofFailureMessage(failure, 'The passkey could not be added. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onAdded} />;
  return (
    <Stack as="form" gap="4" onSubmit={submit} maxW="md">
      <Text>
        Your browser will ask you to create a passkey with this device (fingerprint, face, PIN) or a security
        key.
      </Text>
      <FormField label={PASSKEY_NAME_LABEL} error={error} helperText='For example "Work laptop"'>
        <Input
          autoFocus
          maxLength={NAME_MAX}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <HStack gap="3">
        <Button type="submit" colorPalette="teal" loading={sending}>
          Create passkey
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

/** The admin's passkeys (name, added, last used), each removable after a confirmation. */
export function PasskeyList({ passkeys, onChanged }: { passkeys: Passkey[]; onChanged: () => void }) {
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const remove = async () => {
    if (!removing) return;
    // A refused step-up (cancelled) rejects: the confirmation stays open.
    await removePasskey(removing.id, removing.name);
    notifySuccess('Passkey removed');
    onChanged();
  };

  if (!passkeys.length) return <Text color="fg.muted">No passkeys yet.</Text>;
  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Passkeys">
        {passkeys.map((passkey) => (
          <HStack
            as="li"
            key={passkey.id}
            justify="space-between"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            gap="4"
          >
            <Stack gap="0">
              <Text fontWeight="medium">{passkey.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                Added {formatTimestamp(passkey.created_at)} · Last used{' '}
                {passkey.last_used_at ? formatTimestamp(passkey.last_used_at) : 'never'}
              </Text>
            </Stack>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={`Remove ${passkey.name}`}
              onClick={() => setRemoving(passkey)}
            >
              Remove
            </Button>
          </HStack>
        ))}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title="Remove passkey"
        description={`Remove the passkey "${removing?.name ?? ''}"? It will no longer sign you in.`}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        confirmColor="red"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

/** Whether this browser can add or use a passkey at all. */
export const canUsePasskeys = passkeysSupported;
