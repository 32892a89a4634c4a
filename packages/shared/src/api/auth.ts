import { authConfigResponse, loginInput, loginResponse, signupInput, signupResponse } from '../auth.js';
import { messageResponse } from '../errors.js';
import { authPaths } from './auth.paths.js';
import { endpoints } from './define.js';

export const authApi = endpoints(authPaths, {
  config: { answer: authConfigResponse, refusals: {} },
  login: { body: loginInput, answer: loginResponse },
  signup: { body: signupInput, answer: signupResponse, status: 201 },
  logout: { answer: messageResponse },
  logoutAll: { answer: messageResponse },
});
