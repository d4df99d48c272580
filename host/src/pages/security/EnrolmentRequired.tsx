import { reloadSessionAdmin } from '../../auth/session-admin';
import { Box, Heading, SectionCard, Stack, Text } from '@telehealth/shared/ui';
import { LogoutButton } from '../../shell/LogoutButton';
import { AddPasskey, canUsePasskeys } from './Passkeys';
import { TotpEnrolment } from './TotpEnrolment';

/**
 * What an admin sees whose role requires a second factor they do not have: the API allows their
 * session nothing else, so the shell shows only the enrolment (and sign-out) until it is done.
 */
export function EnrolmentRequired() {
  // The session's new state (a second factor now held) opens the rest of the shell.
  const finish = () => void reloadSessionAdmin().catch(() => undefined);
  return (
    <Box minHeight="100vh" bg="bg.page" p={{ base: '4', md: '10' }}>
      <Stack maxW="2xl" mx="auto" gap="6">
        <Stack direction="row" justify="space-between" align="center">
          <Heading size="lg">Set up two-step sign-in</Heading>
          <LogoutButton />
        </Stack>
        <Text>
          Your role requires a second factor. Set up an authenticator app or a passkey to continue; until then
          nothing else can be opened.
        </Text>
        <SectionCard title="Authenticator app">
          <TotpEnrolment onDone={finish} />
        </SectionCard>
        {canUsePasskeys() && (
          <SectionCard title="Or a passkey">
            <AddPasskey onAdded={finish} />
          </SectionCard>
        )}
      </Stack>
    </Box>
  );
}
