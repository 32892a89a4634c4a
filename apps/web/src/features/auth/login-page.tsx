import { type Gender, MESSAGES, TIMINGS, type UserJson } from '@handlehub/shared';
import { Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { LoginArt } from '../../components/login-art';
import { ApiError } from '../../lib/api';
import { useAuthConfig } from '../../lib/auth-config';
import { errorText, notifyError } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { session } from '../../lib/session';
import { useBusyTask } from '../../lib/use-send';
import { wait } from '../../lib/wait';
import { login, pendingGoogleUser, pendingSignup, type SignInProof, signup } from './api';
import { DevLoginForm } from './dev-login-form';
import { GoogleButton } from './google-button';
import { SignupDialog } from './signup-dialog';

export function LoginPage() {
  usePageMeta(
    'Login',
    'Log in to HandleHub to get your profile and a secure QR code for all your social accounts.',
  );
  const navigate = useNavigate();
  const config = useAuthConfig();
  const [googleFailed, setGoogleFailed] = useState(false);
  const { busy, run } = useBusyTask();
  // Someone already signed in has nothing to do here (docs/decisions/016): their profile instead. Read
  // once, so that the sign-up's own sign-in below does not cut its 'Saving…' short.
  const [signedInAtStart] = useState(() => session.get() !== null);
  /** Set while a first-time person completes sign-up ('One step away!'); a reload keeps it. */
  const [pending, setPending] = useState<SignInProof | null>(() => pendingSignup.read());
  const [saving, setSaving] = useState(false);

  const enter = (user: UserJson, token: string) => {
    session.signIn(user, token);
    navigate('/profile');
  };

  const signIn = (proof: SignInProof) =>
    run(async () => {
      const result = await login(proof);
      if (result.loggedIn) return enter(result.user, result.authToken);
      pendingGoogleUser.save(result.googleUser);
      pendingSignup.save(proof);
      setPending(proof);
    });

  const onGoogleFailure = () => {
    setGoogleFailed(true);
    notifyError(MESSAGES.googleFailed);
    navigate('/login', { replace: true });
  };

  /** Resolves with the username's error when the server refuses the name (shown at the field). */
  const save = async (form: { username: string; gender: Gender }): Promise<string | undefined> => {
    if (!pending) return undefined;
    setSaving(true);
    try {
      const { user, authToken } = await signup(pending, form);
      session.signIn(user, authToken);
      pendingGoogleUser.clear();
      pendingSignup.clear();
      await wait(TIMINGS.signupSuccess);
      setPending(null);
      navigate('/profile');
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.message === MESSAGES.usernameTaken)
        return error.message;
      notifyError(errorText(error));
      // A sign-in proof that no longer works (an expired Google token): sign in again.
      if (error instanceof ApiError && error.status === 401) {
        pendingSignup.clear();
        pendingGoogleUser.clear();
        setPending(null);
      }
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  if (signedInAtStart) return <Navigate to="/profile" replace />;

  const clientId = config.data?.googleClientId ?? null;
  const showDevForm = config.data?.devLogin === true;

  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center" gap="md">
        {!pending && <LoginArt width={260} />}
        <Title order={1} size="h2">
          Log in and let's get started!
        </Title>
        <Text c="dimmed">
          Log in to get your own profile and a secure QR code that holds all your social accounts in one
          place.
        </Text>

        {config.isPending && <Loader size="sm" aria-label="Loading sign-in options" />}
        {config.isError && <Text c="red">{MESSAGES.googleFailed}</Text>}
        {clientId && !googleFailed && (
          <GoogleButton
            clientId={clientId}
            onCredential={(credential) => signIn({ credential })}
            onFailure={onGoogleFailure}
          />
        )}
        {clientId && googleFailed && !showDevForm && (
          <Text c="dimmed" size="sm" role="status">
            Google sign-in could not load. Check your connection or content blockers, then reload the page.
          </Text>
        )}
        {showDevForm && <DevLoginForm busy={busy} onSubmit={signIn} />}

        <Text size="sm" c="dimmed">
          By continuing, you agree to our{' '}
          <Anchor component={Link} to="/termsandconditions" underline="always">
            Terms and Conditions
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} to="/privacypolicy" underline="always">
            Privacy Policy
          </Anchor>
          .
        </Text>
      </Stack>
      <SignupDialog opened={pending !== null} saving={saving} onSave={save} />
    </Container>
  );
}
