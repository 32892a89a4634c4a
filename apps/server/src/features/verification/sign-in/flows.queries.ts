import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { handles, verificationFlows } from '../../../db/schema.js';

/** A sign-in must come back within this long of its start. */
export const FLOW_TTL_MS = 10 * 60_000;

export interface NewFlow {
  state: string;
  userId: string;
  handleId: number;
  method: string;
  browserHash: string;
  now: Date;
}

export type FlowRow = typeof verificationFlows.$inferSelect;

/**
 * Stores a started sign-in, and drops the flows that ran out (anyone's, by the expiry index): the table
 * holds no more than ten minutes of starts, with no job to keep it so.
 */
export async function createFlow(db: Db, flow: NewFlow): Promise<void> {
  await db.delete(verificationFlows).where(lt(verificationFlows.expiresAt, flow.now));
  await db.insert(verificationFlows).values({
    state: flow.state,
    userId: flow.userId,
    handleId: flow.handleId,
    method: flow.method,
    browserHash: flow.browserHash,
    createdAt: flow.now,
    expiresAt: new Date(flow.now.getTime() + FLOW_TTL_MS),
  });
}

/**
 * Takes the flow of `state` out, whatever comes next: a state is used once, so a second return with it
 * (a replay, a reload) finds nothing.
 */
export async function takeFlow(db: Db, state: string): Promise<FlowRow | null> {
  const [row] = await db.delete(verificationFlows).where(eq(verificationFlows.state, state)).returning();
  return row ?? null;
}

export interface PersonItem {
  id: number;
  platform: string;
  value: string;
}

/** One of the person's items, or null when the id is not theirs. */
export async function ownItem(db: Db, userId: string, handleId: number): Promise<PersonItem | null> {
  const [row] = await db
    .select({ id: handles.id, platform: handles.fieldname, value: handles.handle })
    .from(handles)
    .where(and(eq(handles.id, handleId), eq(handles.userId, userId)));
  return row ?? null;
}

/** The person's items of these platforms (what one sign-in may confirm at once). */
export async function itemsOfPlatforms(
  db: Db,
  userId: string,
  platforms: readonly string[],
): Promise<PersonItem[]> {
  return db
    .select({ id: handles.id, platform: handles.fieldname, value: handles.handle })
    .from(handles)
    .where(and(eq(handles.userId, userId), inArray(handles.fieldname, [...platforms])));
}
