/** The small part of Google Identity Services (https://accounts.google.com/gsi/client) that we use. */
interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        ux_mode?: 'popup' | 'redirect';
        use_fedcm_for_button?: boolean;
      }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          type?: 'standard';
          theme?: string;
          size?: string;
          text?: string;
          shape?: string;
          width?: number;
        },
      ): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentityServices;
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
const LOAD_TIMEOUT_MS = 10_000;
let loading: Promise<GoogleIdentityServices> | undefined;

/** Loads Google's script once; rejects when it is blocked, offline or too slow. */
export function loadGoogleIdentity(): Promise<GoogleIdentityServices> {
  loading ??= new Promise<GoogleIdentityServices>((resolve, reject) => {
    if (window.google?.accounts?.id) return resolve(window.google);
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    const timer = setTimeout(() => reject(new Error('Google sign-in timed out')), LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      if (window.google?.accounts?.id) resolve(window.google);
      else reject(new Error('Google sign-in did not start'));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('Google sign-in could not load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined; // a later visit may try again
    throw error;
  });
  return loading;
}
