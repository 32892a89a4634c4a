import { Center, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { loadGoogleIdentity } from './google-identity';

interface Props {
  clientId: string;
  onCredential(credential: string): void;
  /** Google's script could not load or gave no credential. */
  onFailure(): void;
}

/** Google's own "Sign in with Google" button, drawn by Google Identity Services. */
export function GoogleButton({ clientId, onCredential, onFailure }: Props) {
  const target = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const handlers = useRef({ onCredential, onFailure });
  handlers.current = { onCredential, onFailure };

  useEffect(() => {
    let live = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!live || !target.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          use_fedcm_for_button: true,
          callback: ({ credential }) =>
            credential ? handlers.current.onCredential(credential) : handlers.current.onFailure(),
        });
        google.accounts.id.renderButton(target.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'pill',
          width: 280,
        });
        setReady(true);
      },
      () => live && handlers.current.onFailure(),
    );
    return () => {
      live = false;
    };
  }, [clientId]);

  return (
    <Center mih={44}>
      {!ready && <Loader size="sm" aria-label="Loading Google sign-in" />}
      <div ref={target} data-testid="google-button" />
    </Center>
  );
}
