import type { GoogleUser, SignupInput } from '@handlehub/shared';
import { authApi } from '@handlehub/shared/api/auth';
import type { BodyOf } from '@handlehub/shared/api/endpoint';
import { STORAGE_KEYS } from '@handlehub/shared/storage-keys';
import { callApi } from '../../lib/api';
import { readJson } from '../../lib/storage';

/** Who is signing in: a Google ID token, or with dev login an e-mail and name (the body of `authApi.login`). */
export type SignInProof = BodyOf<typeof authApi.login>;

export const login = (proof: SignInProof) => callApi(authApi.login, { json: proof });

export function signup(proof: SignInProof, form: Pick<SignupInput, 'username' | 'gender'>) {
  const who = 'credential' in proof ? { credential: proof.credential } : { googleUser: proof };
  return callApi(authApi.signup, { json: { ...who, ...form } });
}

export const logout = () => callApi(authApi.logout);

/** Ends every session of the account, this device's included. */
export const logoutEverywhere = () => callApi(authApi.logoutAll);

/** The spec keeps the pending Google profile in session storage while the sign-up dialog is open. */
export const pendingGoogleUser = {
  save: (user: GoogleUser) => sessionStorage.setItem(STORAGE_KEYS.pendingGoogleUser, JSON.stringify(user)),
  clear: () => sessionStorage.removeItem(STORAGE_KEYS.pendingGoogleUser),
};

/**
 * The sign-up in progress ('One step away!'), in session storage so that a reload opens the dialog again
 * (the tab's storage only: it ends with the tab). A Google token in it expires within the hour; sign-up then
 * fails and the person signs in again.
 */
export const pendingSignup = {
  save: (proof: SignInProof) => sessionStorage.setItem(STORAGE_KEYS.pendingSignup, JSON.stringify(proof)),
  read(): SignInProof | null {
    const proof = readJson<Record<string, unknown>>(sessionStorage, STORAGE_KEYS.pendingSignup);
    if (!proof) return null;
    if (typeof proof.credential === 'string') return { credential: proof.credential };
    if (typeof proof.email === 'string')
      return { email: proof.email, ...(typeof proof.name === 'string' ? { name: proof.name } : {}) };
    return null;
  },
  clear: () => sessionStorage.removeItem(STORAGE_KEYS.pendingSignup),
};
