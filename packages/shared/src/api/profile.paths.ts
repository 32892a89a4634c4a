import type { Route } from './endpoint.js';

/** The signed-in person's own account: who they are, the lock and visibility switches, Edit Profile, export. */
export const profilePaths = {
  user: { method: 'GET', path: '/api/profile/getuser' },
  status: { method: 'GET', path: '/api/profile/getaccountstatus' },
  changeStatus: { method: 'POST', path: '/api/profile/changestatus' },
  deleteAccount: { method: 'POST', path: '/api/profile/deleteaccount' },
  update: { method: 'POST', path: '/api/profile/updateprofile' },
  export: { method: 'GET', path: '/api/profile/export' },
  /** The handles and links alone, as CSV (Bring your links reads it back) and as a JSON Resume. */
  exportCsv: { method: 'GET', path: '/api/profile/export.csv' },
  exportResume: { method: 'GET', path: '/api/profile/export.resume.json' },
} as const satisfies Record<string, Route>;
