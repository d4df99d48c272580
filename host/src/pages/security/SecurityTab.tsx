import { Can } from '@telehealth/shared/session';
import { Badge, Button, ConfirmDialog, HStack, SectionCard, Stack, Text } from '@telehealth/shared/ui';
import { notifySuccess } from '@telehealth/shared/ui/core';
import { useCallback, useEffect, useState } from 'react';
import { AddPasskey, canUsePasskeys, PasskeyList } from './Passkeys';
import { RecoveryCodes } from './RecoveryCodes';
import {
  newRecoveryCodes,
  type SecondFactorStatus,
  secondFactorStatus,
  turnOffSecondFactor,
} from './second-factor-api';
import { SecondFactorPolicyForm } from './SecondFactorPolicyForm';
import { TotpEnrolment } from './TotpEnrolment';

/** Settings → Security: one's own second factor (an authenticator app, passkeys, recovery codes). */
export function SecurityTab() {
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [addingPasskey, setAddingPasskey] = useState(false);
  const [confirmingTurnOff, setConfirmingTurnOff] = useState(false);
  const load = useCallback(() => {
    void secondFactorStatus().then(setStatus, () => undefined);
  }, []);
  useEffect(load, [load]);

  const done = () => {
    setEnrolling(false);
    setCodes(null);
    load();
  };

  const regenerate = async () => {
    try {
      setCodes((await newRecoveryCodes()).recovery_codes);
    } catch {
      // the API client showed the message, or the admin cancelled the code
    }
  };

  // Confirmed first (the dialog says what follows); a refusal keeps the dialog open with its toast.
  const turnOff = async () => {
    await turnOffSecondFactor();
    notifySuccess('Authenticator app turned off');
    load();
  };

  const hasFactor = Boolean(status && (status.totp || status.passkeys.length));

  return (
    <Stack gap="6">
      <SectionCard title="Two-step sign-in">
        {!status ? (
          <Text color="fg.muted">Loading…</Text>
        ) : codes ? (
          <RecoveryCodes codes={codes} onDone={done} />
        ) : enrolling ? (
          <TotpEnrolment onDone={done} onCancel={() => setEnrolling(false)} />
        ) : (
          <Stack gap="4">
            {status.totp ? (
              <>
                <HStack>
                  <Text fontWeight="medium">Authenticator app</Text>
                  <Badge colorPalette="green">On</Badge>
                </HStack>
                <Text color="fg.muted">
                  {status.recovery_codes_left} of 10 recovery codes left. Sign-in asks for a code from your
                  app.
                </Text>
              </>
            ) : (
              <Stack gap="4" align="flex-start">
                <Text>
                  Protect your account with a code from an authenticator app at each sign-in
                  {status.required && !hasFactor ? ': your role requires it.' : '.'}
                </Text>
                <Button colorPalette="teal" onClick={() => setEnrolling(true)}>
                  Set up an authenticator app
                </Button>
                {hasFactor && (
                  <Text color="fg.muted">
                    {status.recovery_codes_left} of 10 recovery codes left. Sign-in asks for your passkey.
                  </Text>
                )}
              </Stack>
            )}
            {hasFactor && (
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <Button variant="outline" onClick={regenerate}>
                  New recovery codes
                </Button>
                {status.totp && (
                  <Button variant="outline" colorPalette="red" onClick={() => setConfirmingTurnOff(true)}>
                    Turn off
                  </Button>
                )}
              </Stack>
            )}
          </Stack>
        )}
      </SectionCard>
      {status && !codes && (
        <SectionCard title="Passkeys">
          {addingPasskey ? (
            <AddPasskey
              onAdded={() => {
                setAddingPasskey(false);
                load();
              }}
              onCancel={() => setAddingPasskey(false)}
            />
          ) : (
            <Stack gap="4" align="flex-start">
              <Text>
                A passkey signs you in with this device's fingerprint, face or PIN, or a security key, instead
                of a code. It cannot be phished: it works only on this site.
              </Text>
              <PasskeyList passkeys={status.passkeys} onChanged={load} />
              {canUsePasskeys() ? (
                <Button colorPalette="teal" variant="outline" onClick={() => setAddingPasskey(true)}>
                  Add a passkey
                </Button>
              ) : (
                <Text color="fg.muted">This browser cannot create passkeys.</Text>
              )}
            </Stack>
          )}
        </SectionCard>
      )}
      <Can permission="admins.manage">
        <SecondFactorPolicyForm />
      </Can>
      <ConfirmDialog
        open={confirmingTurnOff}
        title="Turn off the authenticator app?"
        description={
          status?.passkeys.length
            ? 'Its codes stop working. Sign-in then asks for your passkey.'
            : status?.required
              ? 'Its codes stop working, and your role requires a second factor: until you set one up again, you can do nothing else after signing in.'
              : 'Its codes stop working, and sign-in asks for your password alone.'
        }
        confirmLabel="Turn off"
        cancelLabel="Cancel"
        confirmColor="red"
        onConfirm={turnOff}
        onClose={() => setConfirmingTurnOff(false)}
      />
    </Stack>
  );
}
