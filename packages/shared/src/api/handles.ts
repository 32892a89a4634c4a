import { socialAccountsResponse, updateSocialAccountsInput } from '../handles.js';
import { endpoints } from './define.js';
import { handlesPaths } from './handles.paths.js';

export const handlesApi = endpoints(handlesPaths, {
  get: { answer: socialAccountsResponse },
  /** All 13 handles at once. */
  update: { body: updateSocialAccountsInput, answer: socialAccountsResponse },
});
