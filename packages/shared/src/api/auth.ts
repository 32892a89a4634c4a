import {
  authConfigResponse,
  loginInput,
  loginResponse,
  signupInput,
  signupResponse,
  usernameAvailableQuery,
  usernameAvailableResponse,
} from '../auth.js';
import { messageResponse } from '../errors.js';
import { authPaths } from './auth.paths.js';
import { endpoints } from './define.js';

export const authApi = endpoints(authPaths, {
  config: { answer: authConfigResponse, refusals: {} },
  login: { body: loginInput, answer: loginResponse },
  signup: { body: signupInput, answer: signupResponse, status: 201 },
  logout: { answer: messageResponse },
  logoutAll: { answer: messageResponse },
  /** Anonymous (sign-up has no session yet); signed in, the person's own and held names count as free. */
  usernameAvailable: { query: usernameAvailableQuery, answer: usernameAvailableResponse },
});
