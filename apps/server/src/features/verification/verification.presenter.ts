import {
  type ItemVerificationMark,
  linkedMethodFor,
  type SignInMethod,
  signInMethodsFor,
  verificationText,
} from '@handlehub/shared';
import type { VerificationStatus } from '@handlehub/shared/api/verification';
import type { Config } from '../../config.js';
import { oauthOffered } from './sign-in/oauth-providers.js';
import type { ItemVerificationRow } from './verification.queries.js';

/** Whether this server offers a sign-in: Steam's OpenID always, an OAuth provider once the operator set it up. */
export const signInAvailable = (method: SignInMethod, config: Config): boolean =>
  method === 'steam' || oauthOffered(method, config);

const iso = (date: Date | null) => date?.toISOString();

/** The mark a visitor's surfaces carry, or nothing for a self-claimed item. */
export function markOf(
  row: Pick<ItemVerificationRow, 'level' | 'method' | 'verifiedAt'>,
): ItemVerificationMark | undefined {
  if (row.level === 'self' || !row.method || !row.verifiedAt) return undefined;
  return { level: row.level, method: row.method, checkedAt: row.verifiedAt.toISOString() };
}

/** What the owner reads of one item's verification (`verificationApi.status`). */
export function presentStatus(
  row: ItemVerificationRow,
  token: string,
  context: { pageUrl: string; config: Config },
): VerificationStatus {
  const mark = markOf(row);
  const linkedMethod = linkedMethodFor(row.platform);
  const evidence =
    row.evidenceWhere !== null && row.evidenceFound !== null
      ? { where: row.evidenceWhere, found: row.evidenceFound }
      : undefined;
  return {
    id: row.id,
    level: mark ? mark.level : 'self',
    ...(mark && { method: mark.method, checkedAt: mark.checkedAt, text: verificationText(mark) }),
    ...(mark && row.firstCheckedAt && { firstCheckedAt: row.firstCheckedAt.toISOString() }),
    ...(evidence && { evidence }),
    misses: row.misses,
    ...(row.lastOutcome && { lastOutcome: row.lastOutcome }),
    ...(row.lastCheckedAt && { lastCheckedAt: iso(row.lastCheckedAt) }),
    ...(mark && row.nextCheckAt && { nextCheckAt: iso(row.nextCheckAt) }),
    token,
    pageUrl: context.pageUrl,
    ...(linkedMethod && { linkedMethod }),
    signIns: signInMethodsFor(row.platform).filter((m) => signInAvailable(m, context.config)),
  };
}
