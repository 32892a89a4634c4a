import {
  type GoogleUser,
  loginResponse,
  messageResponse,
  type SignupInput,
  signupResponse,
} from '@handlehub/shared';
import { apiRequest } from '../../lib/api';
import { STORAGE_KEYS } from '../../lib/storage';

/** Who is signing in: a Google ID token, or with dev login an e-mail and name. */
export type SignInProof = { credential: string } | { email: string; name: string };

export const login = (proof: SignInProof) => apiRequest('/api/auth/login', loginResponse, { json: proof });

export function signup(proof: SignInProof, form: Pick<SignupInput, 'username' | 'gender'>) {
  const who = 'credential' in proof ? { credential: proof.credential } : { googleUser: proof };
  return apiRequest('/api/auth/signup', signupResponse, { json: { ...who, ...form } });
}

export const logout = () => apiRequest('/api/auth/logout', messageResponse, { method: 'POST', json: {} });

/** Ends every session of the account, this device's included. */
export const logoutEverywhere = () =>
  apiRequest('/api/auth/logoutall', messageResponse, { method: 'POST', json: {} });

/** The spec keeps the pending Google profile in session storage while the sign-up dialog is open. */
export const pendingGoogleUser = {
  save: (user: GoogleUser) => sessionStorage.setItem(STORAGE_KEYS.pendingGoogleUser, JSON.stringify(user)),
  clear: () => sessionStorage.removeItem(STORAGE_KEYS.pendingGoogleUser),
};
