import { get, post } from './endpoint.js';

export const authPaths = {
  config: get('/api/auth/config'),
  login: post('/api/auth/login'),
  signup: post('/api/auth/signup'),
  logout: post('/api/auth/logout'),
  /** 'Log out of all devices': every session of the user ends. */
  logoutAll: post('/api/auth/logoutall'),
  /** Whether a username may be taken now: the sign-up dialog and Edit Profile ask while it is typed. */
  usernameAvailable: get('/api/auth/usernameavailable'),
} as const;
