import type { Route } from './endpoint.js';

/** The signed-in person's own account: who they are, the lock and visibility switches, Edit Profile, export. */
export const profilePaths = {
  user: { method: 'GET', path: '/api/profile/getuser' },
  status: { method: 'GET', path: '/api/profile/getaccountstatus' },
  changeStatus: { method: 'POST', path: '/api/profile/changestatus' },
  deleteAccount: { method: 'POST', path: '/api/profile/deleteaccount' },
  update: { method: 'POST', path: '/api/profile/updateprofile' },
  export: { method: 'GET', path: '/api/profile/export' },
} as const satisfies Record<string, Route>;
