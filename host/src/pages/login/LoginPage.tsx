import type { LoginValues } from '@telehealth/shared/schemas';
import { notifyError, notifySuccess } from '@telehealth/shared/ui/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { failureMessage, signIn } from '../../auth/auth-api';
import { lazyResolver } from '../../auth/lazy-resolver';
import { useLightForm } from '../../auth/use-light-form';
import { rememberTokenLifetime } from '../../auth/token-expiry';
import { returnPath } from '../../routing/return-path';
import { preloadSignedIn } from '../../routing/signed-in-screens';
import { LoginForm } from './LoginForm';

const LOGIN_ERROR = 'Login Error';

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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useLightForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(
    async ({ email, password }) => {
      try {
        const answer = await signIn(email.trim(), password);
        rememberTokenLifetime(answer?.token, answer?.expires_in);
      } catch (error) {
        notifyError(failureMessage(error, LOGIN_ERROR));
        return;
      }
      // The signed-in screens are usually fetched while the admin types; wait for them if not, so the
      // dashboard appears in one go (a screen that suspends is held back ~300 ms by React).
      await preloadSignedIn().catch(() => undefined);
      notifySuccess('Login Success');
      navigate(returnPath(location.state), { replace: true });
    },
    () => notifyError(LOGIN_ERROR),
  );

  return (
    <LoginForm
      register={register}
      errors={errors}
      submitting={isSubmitting}
      onSubmit={submit}
      onInput={loginResolver.preload}
    />
  );
}
