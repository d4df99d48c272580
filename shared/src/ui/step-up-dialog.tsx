import { Button, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import {
  ApiError,
  api,
  passkeyCeremony,
  passkeysSupported,
  type SecondFactorMethod,
  type StepUpContext,
  setStepUpHandler,
} from '@telehealth/shared/api';
import { FormDialog } from './form-dialog';
import { SecondFactorCodeField, useSecondFactorCode } from './second-factor-code';

export const STEP_UP_TITLE = 'Confirm it is you';
export const STEP_UP_CODE_LABEL = 'Authenticator code or recovery code';
export const STEP_UP_PASSKEY_LABEL = 'Use a passkey';
/** Why, when the action does not say: what the API's guard asks and for how long a proof holds. */
export const STEP_UP_DEFAULT_WHY =
  'this action needs a fresh proof of your second factor (one holds for 5 minutes)';

interface Pending {
  message: string;
  methods: SecondFactorMethod[];
  context?: StepUpContext;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A step-up proved with one of the admin's passkeys. */
const stepUpWithPasskey = () =>
  passkeyCeremony(
    'sign',
    () => api.post('/auth/step-up/passkey/options', {}, { silent: true }),
    (credential) => api.post('/auth/step-up/passkey', { credential }, { silent: true }),
  );

/**
 * Mounted once by the host: when a guarded action (a large refund, a role change, ...) is refused
 * for want of a fresh second-factor proof, this dialog asks for a code (or a passkey, when the admin
 * has one), sends it, and lets the action continue (the API client sends it again); Cancel leaves
 * the action refused.
 */
export function StepUpDialogHost() {
  const [pending, setPending] = useState<Pending | null>(null);
  const waiting = useRef<Pending | null>(null);

  const close = (outcome: 'done' | 'cancelled') => {
    const current = waiting.current;
    waiting.current = null;
    setPending(null);
    form.reset();
    if (outcome === 'done') current?.resolve();
    else current?.reject(new ApiError(403, current?.message ?? ''));
  };

  const form = useSecondFactorCode(async (code) => {
    await api.post('/auth/step-up', { code }, { silent: true });
    close('done');
  });
  const { reset } = form;

  useEffect(() => {
    setStepUpHandler(
      (message, methods = [], context) =>
        new Promise<void>((resolve, reject) => {
          waiting.current?.reject(new ApiError(403, message));
          const next = { message, methods, context, resolve, reject };
          waiting.current = next;
          reset();
          setPending(next);
        }),
    );
    return () => setStepUpHandler(null);
  }, [reset]);

  const offerPasskey = Boolean(pending?.methods.includes('passkey')) && passkeysSupported();

  return (
    <FormDialog
      open={pending !== null}
      title={STEP_UP_TITLE}
      description={pending && <StepUpReason pending={pending} />}
      role="alertdialog"
      submitLabel="Confirm"
      pending={form.sending}
      onSubmit={form.submit}
      onClose={() => close('cancelled')}
    >
      {offerPasskey && (
        <>
          <Button
            variant="outline"
            colorPalette="teal"
            width="full"
            disabled={form.sending}
            onClick={() =>
              void form.prove(async () => {
                await stepUpWithPasskey();
                close('done');
              })
            }
          >
            {STEP_UP_PASSKEY_LABEL}
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            or enter a code
          </Text>
        </>
      )}
      <SecondFactorCodeField label={STEP_UP_CODE_LABEL} form={form} autoFocus={!offerPasskey} />
    </FormDialog>
  );
}

/** What is confirmed and why, then how: 'Refund $514.80 on APT1000262: large refunds need a fresh code.' */
function StepUpReason({ pending }: { pending: Pending }) {
  const { context, message } = pending;
  return (
    <>
      {context && (
        <Text as="span" display="block" fontWeight="semibold" color="fg" data-testid="step-up-action">
          {context.action}: {context.why ?? STEP_UP_DEFAULT_WHY}.
        </Text>
      )}
      <Text as="span" display="block">
        {message}
      </Text>
    </>
  );
}
