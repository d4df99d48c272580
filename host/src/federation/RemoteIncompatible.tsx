import { CONTRACT_VERSION } from '@telehealth/shared/contracts';
import { Alert, Button, Stack } from '@telehealth/shared/ui';
import type { IncompatibleRemoteError } from './contract-check';

interface RemoteIncompatibleProps {
  moduleLabel: string;
  error: IncompatibleRemoteError;
}

/**
 * In-page panel for a remote built against a contract this shell does not offer: it names the
 * module, its version and what it needs, and says which side must change. The rest of the admin
 * keeps working.
 */
export function RemoteIncompatible({ moduleLabel, error }: RemoteIncompatibleProps) {
  const { build, verdict } = error;
  const needsNewerShell = verdict.problem === 'needs-newer-shell';
  return (
    <Alert.Root status="warning" role="alert" data-testid="remote-incompatible" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>
          {needsNewerShell
            ? `The ${moduleLabel} module needs a newer shell: reload`
            : `The ${moduleLabel} module is too old for this shell`}
        </Alert.Title>
        <Alert.Description>
          Version {build.version} of this module needs contract {build.contract}; this shell offers{' '}
          {CONTRACT_VERSION}.{' '}
          {needsNewerShell
            ? 'Reloading the page loads the newest shell.'
            : 'Its team must release a version built for this shell, or the configuration must point back at one.'}{' '}
          The rest of the admin keeps working.
        </Alert.Description>
        {needsNewerShell && (
          <div>
            <Button
              size="sm"
              colorPalette="orange"
              variant="outline"
              onClick={() => window.location.reload()}
            >
              Reload
            </Button>
          </div>
        )}
      </Stack>
    </Alert.Root>
  );
}
