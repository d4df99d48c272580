import { newPasswordSchema } from '@telehealth/shared/schemas';
import { FormField, Input, Link, Stack, Text } from '@telehealth/shared/ui/core';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import * as v from 'valibot';
import { AuthCard } from '../../auth/AuthCard';
import { failureMessage } from '../../auth/auth-api';
import { AuthForm } from '../../auth/AuthForm';
import { useSchemaForm } from '../../auth/use-schema-form';
import { NewPasswordFields } from '../../auth/NewPasswordFields';
import { acceptInvitation, checkInvitation, type InvitationCheck, tokenFromHash } from './accept-api';

const NAME_MAX = 100;
const schema = v.intersect([
  v.object({
    fullName: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Please enter your full name'),
      v.maxLength(NAME_MAX, `Full name must be at most ${NAME_MAX} characters`),
    ),
  }),
  newPasswordSchema,
]);

/**
 * The reset flow's words for an empty password ('Please enter valid password', kept there as
 * written) say nothing of what a new administrator's password needs: here the field says it.
 */
const invitationPasswordError = (message: string | undefined) =>
  message === 'Please enter valid password' ? 'Choose a password of at least 6 characters' : message;

const ROLE_LABELS: Record<string, string> = {
  owner: 'Owner',
  operations: 'Operations',
  finance: 'Finance',
  support: 'Support',
  auditor: 'Auditor',
};

type State =
  | { step: 'checking' }
  | { step: 'form'; invitation: InvitationCheck }
  | { step: 'invalid'; message: string }
  | { step: 'done'; email: string };

function SignInLink({ label = 'Go to sign in' }: { label?: string }) {
  return (
    <Text textAlign="center" fontSize="sm">
      <Link asChild color="teal.fg" fontWeight="medium">
        <RouterLink to="/login">{label}</RouterLink>
      </Link>
    </Text>
  );
}

/** The invitation link's page: set a name and a password, once; a link that cannot be used says why. */
export function AcceptInvitationPage() {
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [state, setState] = useState<State>({ step: 'checking' });
  useEffect(() => {
    // The token leaves the address bar (and the history) once read.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) {
      setState({
        step: 'invalid',
        message: 'This invitation link is not valid. Ask an Owner to invite you again.',
      });
      return;
    }
    checkInvitation(token).then(
      (invitation) => setState({ step: 'form', invitation }),
      (error) => setState({ step: 'invalid', message: failureMessage(error, 'Something went wrong!') }),
    );
  }, [token]);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, { fullName: '', password: '', confirmPassword: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async ({ fullName, password }) => {
    setFailure(null);
    try {
      await acceptInvitation(token, fullName.trim(), password);
    } catch (error) {
      setFailure(failureMessage(error, 'Something went wrong!'));
      return;
    }
    setState({ step: 'done', email: state.step === 'form' ? state.invitation.email : '' });
  });

  if (state.step === 'checking') return <AuthCard title="Accept invitation">{null}</AuthCard>;
  if (state.step === 'invalid')
    return (
      <AuthCard title="Invitation not usable">
        <Stack gap="5">
          <Text role="alert">{state.message}</Text>
          <SignInLink />
        </Stack>
      </AuthCard>
    );
  if (state.step === 'done')
    return (
      <AuthCard title="Your account is ready">
        <Stack gap="5">
          <Text role="status">Sign in with {state.email} and the password you chose.</Text>
          <SignInLink label="Sign in" />
        </Stack>
      </AuthCard>
    );
  return (
    <AuthForm
      title="Accept invitation"
      subtitle={`You are invited as ${ROLE_LABELS[state.invitation.role] ?? state.invitation.role} with ${state.invitation.email}. Choose your name and a password of at least 6 characters.`}
      onSubmit={submit}
      submitLabel="Create my account"
      submitting={isSubmitting}
      footer={
        failure ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {failure}
          </Text>
        ) : undefined
      }
    >
      <FormField label="Full Name" error={errors.fullName?.message}>
        <Input autoComplete="name" maxLength={NAME_MAX} autoFocus {...register('fullName')} />
      </FormField>
      <NewPasswordFields
        label="Password"
        password={register('password')}
        passwordError={invitationPasswordError(errors.password?.message)}
        confirm={register('confirmPassword')}
        confirmError={errors.confirmPassword?.message}
      />
    </AuthForm>
  );
}
