import {
  SIGN_IN_RETURN_CODES,
  SIGN_IN_RETURN_TEXTS,
  type SignInReturnCode,
} from '@handlehub/shared/verification';
import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const isReturnCode = (value: string | null): value is SignInReturnCode =>
  (SIGN_IN_RETURN_CODES as readonly (string | null)[]).includes(value);

/**
 * What a platform's sign-in came back with (`/profile?verify={code}`), said once: the code leaves the
 * address at once, so a reload or a shared link does not say it again. An unknown code says nothing.
 */
export function SignInReturnNotice() {
  const [params, setParams] = useSearchParams();
  const code = params.get('verify');
  const [shown, setShown] = useState<SignInReturnCode | null>(() => (isReturnCode(code) ? code : null));
  useEffect(() => {
    if (code === null) return;
    if (isReturnCode(code)) setShown(code);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('verify');
        return updated;
      },
      { replace: true },
    );
  }, [code, setParams]);
  if (!shown) return null;
  return (
    <Alert
      role="status"
      color={shown === 'confirmed' ? 'green' : 'yellow'}
      variant="light"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => setShown(null)}
      data-testid="verify-return-notice"
      // The words in the text colour: yellow on its light ground reads at under 3:1.
      vars={() => ({ root: { '--alert-color': 'var(--mantine-color-text)' } })}
    >
      {SIGN_IN_RETURN_TEXTS[shown]}
    </Alert>
  );
}
