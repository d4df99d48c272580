import { ApiError, type SecondFactorMethod } from '@telehealth/shared/api';
import type { LoginValues } from '@telehealth/shared/schemas';
import { useSessionStore } from '@telehealth/shared/session';
import { notifyError, notifySuccess } from '@telehealth/shared/ui/core';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type SignInAnswer, signIn } from '../../auth/auth-api';
import { earlySignInResult, takeEarlySubmission } from '../../auth/early-sign-in';
import { lazyResolver } from '../../auth/lazy-resolver';
import { rememberTokenLifetime } from '../../auth/token-expiry';
import { useLightForm } from '../../auth/use-light-form';
import { HOME_PATH, returnPath } from '../../routing/return-path';
import { cancelFigureReadsOnSignIn, startFigureReadsOnSignIn } from '../dashboard/dashboard-api';
import { whenIdle } from '../../loading/when-idle';
import { preloadSignedIn } from '../../routing/signed-in-screens';
import { LoginForm } from './LoginForm';

export const LOGIN_ERROR = 'Login Error';

// Loaded only when the password step asks for a second factor: the login page does not grow.
const SecondStep = lazy(() => import('./SecondStep'));

/**
 * The toast for a failed sign-in: 'Login Error' (wrong credentials, an unreachable server; the API's
 * own wording stays in its answer), except when the sign-in is throttled (429), where the server
 * says when to try again.
 */
export function loginFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 429 && error.message ? error.message : LOGIN_ERROR;
}

// The schemas load once the admin starts typing (or submits), not before the form can be used.
const loginResolver = lazyResolver<LoginValues>(() =>
  Promise.all([import('@hookform/resolvers/valibot'), import('@telehealth/shared/schemas')]).then(
    ([{ valibotResolver }, { loginSchema }]) => valibotResolver(loginSchema),
  ),
);

/** Sign-in; afterwards the admin lands on the page they asked for, or the dashboard. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // A sign-in the prerendered page sent before this page existed, finished here.
  const [finishingEarly, setFinishingEarly] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useLightForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });

  // The password was right and the admin has a second factor: the second step's form (own chunk).
  const [challenge, setChallenge] = useState<{ token: string; methods: SecondFactorMethod[] } | null>(null);

  const finish = async (signingIn: Promise<SignInAnswer>) => {
    // The dashboard's figures are read as soon as the session is stored (a second step's included).
    if (returnPath(location.state) === HOME_PATH) startFigureReadsOnSignIn();
    try {
      const answer = await signingIn;
      if (answer?.second_factor_required && answer.challenge) {
        setChallenge({ token: answer.challenge, methods: answer.methods ?? [] });
        return;
      }
      rememberTokenLifetime(answer?.token, answer?.expires_in);
    } catch (error) {
      cancelFigureReadsOnSignIn();
      notifyError(loginFailureMessage(error));
      return;
    }
    await enter();
  };

  /** A completed sign-in: on to the page asked for. */
  const enter = async () => {
    // The signed-in screens are usually fetched while the admin types; wait for them if not, so the
    // dashboard appears in one go (a screen that suspends is held back ~300 ms by React). The
    // dashboard's figures are being read meanwhile (see finish).
    await preloadSignedIn().catch(() => undefined);
    // An admin who must first set up a second factor reads the enrolment screen's own words instead.
    if (!useSessionStore.getState().admin?.second_factor_enrolment_required) notifySuccess('Login Success');
    navigate(returnPath(location.state), { replace: true });
  };

  const validateAndSignIn = handleSubmit(
    ({ email, password }) => finish(signIn(email.trim(), password)),
    () => notifyError(LOGIN_ERROR),
  );
  // A submit that comes before any typing (a password manager's fill, then Enter) finds neither the
  // rules nor the signed-in screens fetched: both start at once, side by side, not one after the other.
  const submit = (event?: FormEvent) => {
    preloadSignedIn().catch(() => undefined);
    return validateAndSignIn(event);
  };

  // Leaving the page without signing in (to reset a password, say) drops the wait for a session.
  useEffect(() => cancelFigureReadsOnSignIn, []);

  // A submit made on the prerendered page (this page has just adopted its fields): its sign-in is
  // finished here and reported like any other; an incomplete form's submit is replayed, with the
  // messages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page takes over
  useEffect(() => {
    const early = takeEarlySubmission();
    // Otherwise the rules load once the page is idle, so that even a first submit made before any
    // typing does not wait for them.
    if (!early) return whenIdle(loginResolver.preload);
    if (!early.answer) {
      void submit();
      return;
    }
    setFinishingEarly(true);
    void finish(earlySignInResult(early.answer)).finally(() => setFinishingEarly(false));
  }, []);

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <SecondStep
          challenge={challenge.token}
          methods={challenge.methods}
          onSignedIn={async (answer) => {
            rememberTokenLifetime(answer?.token, answer?.expires_in);
            await enter();
          }}
        />
      </Suspense>
    );
  }

  return (
    <LoginForm
      register={register}
      errors={errors}
      submitting={isSubmitting || finishingEarly}
      onSubmit={submit}
      onInput={loginResolver.preload}
    />
  );
}
