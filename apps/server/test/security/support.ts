import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { processPhoto } from '../../src/core/media/photo-pipeline.js';
import { type Db, rawRows } from '../../src/db/client.js';
import { addProduct } from '../../src/features/shop/shop.queries.js';
import { png } from '../photo-fixtures.js';

/** Every `METHOD /path` the OpenAPI document lists (Fastify's `:param` spelled `{param}` there). */
export async function documentedOperations(app: FastifyInstance): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

/** Tables and the columns a request may not change; a session's sliding `last_used_at` is left out. */
const SNAPSHOT = {
  users:
    'id, identity, email, name, username, gender, photo_id, is_public, is_searchable, is_locked, is_blocked, is_shop_owner, updated_at',
  handles: 'user_id, fieldname, handle, updated_at',
  sessions: 'token_hash, user_id',
  products: 'id, name, description, link, photo_id, created_by',
  feedback: 'id, user_id, text',
  held_usernames: 'username, former_identity',
  username_changes: 'user_id, changed_at',
  media: 'id, size, md5(bytes) as bytes',
} as const;

/** Everything stored, as one comparable value: a refused request must leave it exactly as it was. */
export async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [table, columns] of Object.entries(SNAPSHOT)) {
    out[table] = await rawRows(db, sql.raw(`select ${columns} from ${table} order by 1, 2`));
  }
  return out;
}

let photoVariants: ReturnType<typeof processPhoto> | undefined;
const aPhoto = () => {
  photoVariants ??= png(64, 64).then(processPhoto);
  return photoVariants;
};

/** A product in the shop, made straight in the database. */
export async function seedProduct(db: Db, createdBy: string | null = null) {
  return addProduct(db, {
    name: 'Mug',
    description: 'A mug',
    link: 'https://example.com/mug',
    photo: await aPhoto(),
    createdBy,
  });
}

/** A stored photo's URL path: a product's, as /media serves only photos someone may see. */
export async function seedMedia(db: Db): Promise<string> {
  return `/media/${(await seedProduct(db)).photoId}-160.webp`;
}
