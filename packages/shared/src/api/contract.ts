import { authApi } from './auth.js';
import { contactApi } from './contact.js';
import type { Endpoint } from './endpoint.js';
import { feedbackApi } from './feedback.js';
import { handlesApi } from './handles.js';
import { healthApi } from './health.js';
import { insightsApi } from './insights.js';
import { mediaApi } from './media.js';
import { moderationApi } from './moderation.js';
import { ogApi } from './og.js';
import { platformLinksApi } from './platform-links.js';
import { profileApi } from './profile.js';
import { qrApi } from './qr.js';
import { reportsApi } from './reports.js';
import { shopApi } from './shop.js';
import { signInApi } from './sign-in.js';
import { usersApi } from './users.js';
import { verificationApi } from './verification.js';

/**
 * The whole API by feature, for the checks that the contract and the server's routes are the same list
 * (api/contract.test.ts, apps/server/src/api-contract.test.ts). Code that calls or answers an endpoint
 * imports its feature's file, so a screen loads only its own schemas.
 */
export const API_CONTRACT = {
  auth: authApi,
  profile: profileApi,
  handles: handlesApi,
  users: usersApi,
  shop: shopApi,
  feedback: feedbackApi,
  insights: insightsApi,
  reports: reportsApi,
  qr: qrApi,
  og: ogApi,
  media: mediaApi,
  health: healthApi,
  moderation: moderationApi,
  contact: contactApi,
  platformLinks: platformLinksApi,
  verification: verificationApi,
  signIn: signInApi,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint with its feature and name, e.g. `{feature: 'users', name: 'publicProfile', endpoint}`. */
export function allEndpoints(): { feature: string; name: string; endpoint: Endpoint }[] {
  return Object.entries(API_CONTRACT).flatMap(([feature, group]) =>
    Object.entries(group).map(([name, endpoint]: [string, Endpoint]) => ({ feature, name, endpoint })),
  );
}
