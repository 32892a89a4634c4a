import { MESSAGES } from '@handlehub/shared';
import type { Db } from '../../db/client.js';
import { feedback } from '../../db/schema.js';
import { unauthorized } from '../../lib/http-error.js';

const FOREIGN_KEY_VIOLATION = '23503';

export async function insertFeedback(db: Db, params: { userId: string; text: string }): Promise<void> {
  try {
    await db.insert(feedback).values({ userId: params.userId, text: params.text });
  } catch (error) {
    // The account was deleted while this request ran; deletion revoked the session.
    const code =
      (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ??
      (error as { code?: unknown }).code;
    if (code === FOREIGN_KEY_VIOLATION) throw unauthorized(MESSAGES.sessionExpired);
    throw error;
  }
}
