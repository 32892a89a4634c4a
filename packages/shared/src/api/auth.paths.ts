import type { Route } from './endpoint.js';

export const authPaths = {
  config: { method: 'GET', path: '/api/auth/config' },
  login: { method: 'POST', path: '/api/auth/login' },
  signup: { method: 'POST', path: '/api/auth/signup' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  /** 'Log out of all devices': every session of the user ends. */
  logoutAll: { method: 'POST', path: '/api/auth/logoutall' },
  /** Whether a username may be taken now: the sign-up dialog and Edit Profile ask while it is typed. */
  usernameAvailable: { method: 'GET', path: '/api/auth/usernameavailable' },
} as const satisfies Record<string, Route>;
