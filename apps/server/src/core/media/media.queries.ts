import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { media, products, users } from '../../db/schema.js';
import { photoServed } from '../visibility.js';
import type { PhotoVariant } from './photo-pipeline.js';

/** Stores the variants of one photo and returns its id. */
export async function insertPhoto(db: Db | Tx, variants: PhotoVariant[]): Promise<string> {
  const id = randomUUID();
  await db
    .insert(media)
    .values(variants.map((v) => ({ id, size: v.size, contentType: 'image/webp', bytes: v.bytes })));
  return id;
}

export async function deletePhoto(db: Db | Tx, id: string | null): Promise<void> {
  if (id) await db.delete(media).where(eq(media.id, id));
}

/**
 * A photo as `/media/…` serves it: a product's, or the photo of a user whose profile anyone may see —
 * never that of a locked or blocked user (the rule of public-profile.presenter.ts), even to someone who
 * kept its address from before.
 */
export async function getServablePhoto(db: Db, id: string, size: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: media.bytes })
    .from(media)
    .where(
      and(
        eq(media.id, id),
        eq(media.size, size),
        sql`(exists (select 1 from ${products} where ${products.photoId} = ${media.id})
          or exists (select 1 from ${users} where ${users.photoId} = ${media.id}
            and ${photoServed(users)}))`,
      ),
    )
    .limit(1);
  return row?.bytes ?? null;
}

export async function getPhoto(db: Db, id: string, size: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: media.bytes })
    .from(media)
    .where(and(eq(media.id, id), eq(media.size, size)))
    .limit(1);
  return row?.bytes ?? null;
}
