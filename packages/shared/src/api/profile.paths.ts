import { get, post } from './endpoint.js';

/** The signed-in person's own account: who they are, the lock and visibility switches, Edit Profile, export. */
export const profilePaths = {
  user: get('/api/profile/getuser'),
  status: get('/api/profile/getaccountstatus'),
  changeStatus: post('/api/profile/changestatus'),
  deleteAccount: post('/api/profile/deleteaccount'),
  update: post('/api/profile/updateprofile'),
  export: get('/api/profile/export'),
  /** The handles and links alone, as CSV (Bring your links reads it back) and as a JSON Resume. */
  exportCsv: get('/api/profile/export.csv'),
  exportResume: get('/api/profile/export.resume.json'),
} as const;
