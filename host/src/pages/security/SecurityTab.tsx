import { Can } from '@telehealth/shared/session';
import { Badge, Button, HStack, SectionCard, Stack, Text } from '@telehealth/shared/ui';
import { notifySuccess } from '@telehealth/shared/ui/core';
import { useCallback, useEffect, useState } from 'react';
import { RecoveryCodes } from './RecoveryCodes';
import {
  newRecoveryCodes,
  type SecondFactorStatus,
  secondFactorStatus,
  turnOffSecondFactor,
} from './second-factor-api';
import { SecondFactorPolicyForm } from './SecondFactorPolicyForm';
import { TotpEnrolment } from './TotpEnrolment';

/** Settings → Security: one's own second factor (an authenticator app and recovery codes). */
export function SecurityTab() {
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
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

  const turnOff = async () => {
    try {
      await turnOffSecondFactor();
    } catch {
      return;
    }
    notifySuccess('Second factor turned off');
    load();
  };

  return (
    <Stack gap="6">
      <SectionCard title="Two-step sign-in">
        {!status ? (
          <Text color="fg.muted">Loading…</Text>
        ) : codes ? (
          <RecoveryCodes codes={codes} onDone={done} />
        ) : enrolling ? (
          <TotpEnrolment onDone={done} />
        ) : status.totp ? (
          <Stack gap="4">
            <HStack>
              <Text fontWeight="medium">Authenticator app</Text>
              <Badge colorPalette="green">On</Badge>
            </HStack>
            <Text color="fg.muted">
              {status.recovery_codes_left} of 10 recovery codes left. Sign-in asks for a code from your app.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button variant="outline" onClick={regenerate}>
                New recovery codes
              </Button>
              <Button variant="outline" colorPalette="red" onClick={turnOff}>
                Turn off
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack gap="4" align="flex-start">
            <Text>
              Protect your account with a code from an authenticator app at each sign-in
              {status.required ? ': your role requires it.' : '.'}
            </Text>
            <Button colorPalette="teal" onClick={() => setEnrolling(true)}>
              Set up an authenticator app
            </Button>
          </Stack>
        )}
      </SectionCard>
      <Can permission="admins.manage">
        <SecondFactorPolicyForm />
      </Can>
    </Stack>
  );
}
