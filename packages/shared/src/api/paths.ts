import type { Route } from './endpoint.js';

/*
 * Every path of the API once, with its method, grouped by the feature that answers it. No Zod here, on
 * purpose: the public profile's beacons, its QR downloads and the service worker need a path without the
 * schemas (about 30 KB gzipped). `api/<feature>.ts` adds the schemas to each route; the server registers
 * those endpoints and the web calls them (docs/decisions/013-api-contract.md).
 */

export const authPaths = {
  config: { method: 'GET', path: '/api/auth/config' },
  login: { method: 'POST', path: '/api/auth/login' },
  signup: { method: 'POST', path: '/api/auth/signup' },
  logout: { method: 'POST', path: '/api/auth/logout' },
} as const satisfies Record<string, Route>;

/** The signed-in person's own account: who they are, the lock and visibility switches, Edit Profile, export. */
export const profilePaths = {
  user: { method: 'GET', path: '/api/profile/getuser' },
  status: { method: 'GET', path: '/api/profile/getaccountstatus' },
  changeStatus: { method: 'POST', path: '/api/profile/changestatus' },
  deleteAccount: { method: 'POST', path: '/api/profile/deleteaccount' },
  update: { method: 'POST', path: '/api/profile/updateprofile' },
  export: { method: 'GET', path: '/api/profile/export' },
} as const satisfies Record<string, Route>;

export const handlesPaths = {
  get: { method: 'GET', path: '/api/social/getsocialaccount' },
  update: { method: 'POST', path: '/api/social/updatesocialaccount' },
} as const satisfies Record<string, Route>;

/** The home feed, search and the public profile. */
export const usersPaths = {
  home: { method: 'GET', path: '/api/home/' },
  search: { method: 'GET', path: '/api/search/' },
  publicProfile: { method: 'GET', path: '/api/user/:username' },
} as const satisfies Record<string, Route>;

export const shopPaths = {
  products: { method: 'GET', path: '/api/product/' },
  add: { method: 'POST', path: '/api/product/addproduct' },
  delete: { method: 'POST', path: '/api/product/deleteproduct' },
} as const satisfies Record<string, Route>;

export const feedbackPaths = {
  submit: { method: 'POST', path: '/api/others/submitfeedback' },
} as const satisfies Record<string, Route>;

/** The public profile's beacons, and the owner's figures. */
export const insightsPaths = {
  view: { method: 'POST', path: '/api/insights/view' },
  click: { method: 'POST', path: '/api/insights/click' },
  insights: { method: 'GET', path: '/api/profile/insights' },
} as const satisfies Record<string, Route>;

export const reportsPaths = {
  report: { method: 'POST', path: '/api/report' },
} as const satisfies Record<string, Route>;

/** `:file` is `{username}.svg` or `{username}.png`. */
export const qrPaths = {
  download: { method: 'GET', path: '/api/qr/:file' },
} as const satisfies Record<string, Route>;

/** `:file` is `{username}.png`. */
export const ogPaths = {
  image: { method: 'GET', path: '/api/og/:file' },
} as const satisfies Record<string, Route>;

/** `:file` is `{photo id}-{size}.webp`. */
export const mediaPaths = {
  photo: { method: 'GET', path: '/media/:file' },
} as const satisfies Record<string, Route>;

export const healthPaths = {
  live: { method: 'GET', path: '/healthz' },
  ready: { method: 'GET', path: '/readyz' },
} as const satisfies Record<string, Route>;

/** The operators' admin API (`npm run admin`), hidden from the public OpenAPI document. */
export const moderationPaths = {
  block: { method: 'POST', path: '/api/admin/users/:username/block' },
  unblock: { method: 'POST', path: '/api/admin/users/:username/unblock' },
  grantShop: { method: 'POST', path: '/api/admin/users/:username/grant-shop' },
  revokeShop: { method: 'POST', path: '/api/admin/users/:username/revoke-shop' },
  feedback: { method: 'GET', path: '/api/admin/feedback' },
  reports: { method: 'GET', path: '/api/admin/reports' },
  resolve: { method: 'POST', path: '/api/admin/reports/:id/resolve' },
  counts: { method: 'GET', path: '/api/admin/counts' },
} as const satisfies Record<string, Route>;

/** The OpenAPI document and its viewer (@fastify/swagger-ui serves everything under this prefix). */
export const API_DOCS_PATH = '/api/docs';
