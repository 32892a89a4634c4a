import { PAGE_SIZE } from '@handlehub/shared';
import { eq, sql } from 'drizzle-orm';
import { deletePhoto, insertPhoto } from '../../core/media/media.queries.js';
import type { PhotoVariant } from '../../core/media/photo-pipeline.js';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema.js';

export type ProductRow = typeof products.$inferSelect;

/** One page of the shop, newest first, 20 a page. */
export async function getProductsPage(db: Db, page: number): Promise<ProductRow[]> {
  return (
    db
      .select()
      .from(products)
      // Spelled as `products_newest_idx` is (nulls last), so the index gives the order without a sort.
      .orderBy(sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
  );
}

export interface NewProduct {
  name: string;
  description: string;
  link: string;
  photo: PhotoVariant[];
  createdBy: string | null;
}

/** Stores the photo and the product together: either both exist or neither. */
export async function addProduct(db: Db, input: NewProduct): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const photoId = await insertPhoto(tx, input.photo);
    const [row] = await tx
      .insert(products)
      .values({
        name: input.name,
        description: input.description,
        link: input.link,
        photoId,
        createdBy: input.createdBy,
      })
      .returning();
    return row!;
  });
}

/** Deletes a product and its photo; false when no product has that id. */
export async function deleteProduct(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(products)
      .where(eq(products.id, id))
      .returning({ photoId: products.photoId });
    if (!row) return false;
    await deletePhoto(tx, row.photoId);
    return true;
  });
}
