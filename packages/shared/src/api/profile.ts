import { messageResponse } from '../errors.js';
import {
  accountStatusResponse,
  changeStatusInput,
  changeStatusResponse,
  profileExport,
  updateProfileFields,
  updateProfileResponse,
  userResponse,
} from '../profile.js';
import { endpoints } from './define.js';
import { profilePaths } from './profile.paths.js';

export const profileApi = endpoints(profilePaths, {
  user: { answer: userResponse },
  status: { answer: accountStatusResponse },
  changeStatus: { body: changeStatusInput, answer: changeStatusResponse },
  deleteAccount: { answer: messageResponse },
  /** Multipart: name, username, gender, an optional bio and page theme, and an optional new photo. */
  update: { form: updateProfileFields, answer: updateProfileResponse },
  /** "Download my data": saved as a file (the answer carries content-disposition). */
  export: { answer: profileExport },
  exportCsv: { answer: null },
  exportResume: { answer: null },
});
