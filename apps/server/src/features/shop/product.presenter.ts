import type { Product } from '@handlehub/shared';
import { mediaUrl } from '../../core/media/media-url.js';
import type { ProductRow } from './shop.queries.js';

/** A product as the shop lists it, in the spec's field names; never who created it. */
export function presentProduct(row: ProductRow, mediaBase: string): Product {
  return {
    _id: row.id,
    productName: row.name,
    productDesc: row.description,
    productLink: row.link,
    productPhoto: mediaUrl(row.photoId, 'full', mediaBase),
  };
}
