import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../../test/factories.js';
import { png } from '../../../test/photo-fixtures.js';
import { seedProduct } from '../../../test/security/support.js';
import { suiteApp } from '../../../test/test-app.js';
import { insertPhoto } from '../../core/media/media.queries.js';
import { processPhoto } from '../../core/media/photo-pipeline.js';
import { users } from '../../db/schema.js';

const t = suiteApp();

/** A user with a photo, and the photo's address. */
async function userWithPhoto() {
  const { user } = await createUserWithSession(t);
  const photoId = await insertPhoto(t.db, await processPhoto(await png(64, 64)));
  await t.db.update(users).set({ photoId }).where(eq(users.id, user.id));
  return { user, url: `/media/${photoId}-512.webp` };
}
const get = (url: string) => t.inject({ method: 'GET', url });
const flag = (id: string, set: { isLocked?: boolean; isBlocked?: boolean }) =>
  t.db.update(users).set(set).where(eq(users.id, id));

describe('GET /media/{id}-{size}.webp', () => {
  it("never serves a locked or blocked user's photo, even at an address kept from before (probe I1)", async () => {
    const { user, url } = await userWithPhoto();
    expect((await get(url)).statusCode).toBe(200);

    await flag(user.id, { isLocked: true });
    const locked = await get(url);
    expect(locked.statusCode).toBe(404);
    expect(locked.headers['content-type']).toMatch(/^application\/json/);
    await flag(user.id, { isLocked: false });
    expect((await get(url)).statusCode).toBe(200);

    await flag(user.id, { isBlocked: true });
    expect((await get(url)).statusCode).toBe(404);
    await flag(user.id, { isBlocked: false });
    expect((await get(url)).statusCode).toBe(200);
  });

  it('serves product photos, and nothing that belongs to no one', async () => {
    const product = await seedProduct(t.db);
    expect((await get(`/media/${product.photoId}-512.webp`)).statusCode).toBe(200);
    const orphan = await insertPhoto(t.db, await processPhoto(await png(32, 32)));
    expect((await get(`/media/${orphan}-512.webp`)).statusCode).toBe(404);
  });

  it('is kept by caches a day at most, and pages of other origins may show it (contract §2)', async () => {
    const { url } = await userWithPhoto();
    const { headers } = await get(url);
    const maxAge = Number(/max-age=(\d+)/.exec(String(headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(86_400);
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
