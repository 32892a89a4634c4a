import { type Gender, MESSAGES, TIMINGS, type UserJson } from '@handlehub/shared';
import { Anchor, Container, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import loginArt from '../../assets/illustrations/login.svg';
import { useAuthConfig } from '../../lib/auth-config';
import { errorText, notifyError } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { session } from '../../lib/session';
import { login, pendingGoogleUser, type SignInProof, signup } from './api';
import { DevLoginForm } from './dev-login-form';
import { GoogleButton } from './google-button';
import { SignupDialog } from './signup-dialog';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function LoginPage() {
  usePageMeta(
    'Login',
    'Log in to HandleHub to get your profile and a secure QR code for all your social accounts.',
  );
  const navigate = useNavigate();
  const config = useAuthConfig();
  const [googleFailed, setGoogleFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  /** Set while a first-time person completes sign-up ('One step away!'). */
  const [pending, setPending] = useState<SignInProof | null>(null);
  const [saving, setSaving] = useState(false);

  const enter = (user: UserJson, token: string) => {
    session.signIn(user, token);
    navigate('/profile');
  };

  const signIn = async (proof: SignInProof) => {
    setBusy(true);
    try {
      const result = await login(proof);
      if (result.loggedIn) return enter(result.user, result.authToken);
      pendingGoogleUser.save(result.googleUser);
      setPending(proof);
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const onGoogleFailure = () => {
    setGoogleFailed(true);
    notifyError(MESSAGES.googleFailed);
    navigate('/login', { replace: true });
  };

  const save = async (form: { username: string; gender: Gender }) => {
    if (!pending) return;
    setSaving(true);
    try {
      const { user, authToken } = await signup(pending, form);
      session.signIn(user, authToken);
      pendingGoogleUser.clear();
      await sleep(TIMINGS.signupSuccess);
      setPending(null);
      navigate('/profile');
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const clientId = config.data?.googleClientId ?? null;
  const showDevForm = config.data?.devLogin === true;

  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center" gap="md">
        {!pending && <Image src={loginArt} alt="" w={260} h={195} fit="contain" />}
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
          <Anchor component={Link} to="/termsandconditions">
            Terms and Conditions
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} to="/privacypolicy">
            Privacy Policy
          </Anchor>
          .
        </Text>
      </Stack>
      <SignupDialog opened={pending !== null} saving={saving} onSave={save} />
    </Container>
  );
}
