import { z } from 'zod';
import { messageResponse } from './errors.js';
import { PRODUCT_DESC_MAX, PRODUCT_LINK_MAX, PRODUCT_NAME_MAX } from './limits.js';
import { MESSAGES } from './messages.js';
import { pageQuery } from './paging.js';
import { requiredText } from './required-text.js';

export const product = z.object({
  _id: z.string(),
  productName: z.string(),
  productDesc: z.string(),
  productLink: z.string(),
  productPhoto: z.string().nullable(),
});
export type Product = z.infer<typeof product>;

export const productsPage = z.object({ products: z.array(product) });
export const productsQuery = z.object({ page: pageQuery });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The text fields of `POST /api/product/addproduct` (multipart), checked in the spec's order. */
export const addProductFields = z.object({
  productname: requiredText({
    empty: MESSAGES.productNameEmpty,
    max: PRODUCT_NAME_MAX,
    tooLong: MESSAGES.productNameTooLong,
  }),
  productdesc: requiredText({
    empty: MESSAGES.productDescEmpty,
    max: PRODUCT_DESC_MAX,
    tooLong: MESSAGES.productDescTooLong,
    lines: true,
  }),
  productlink: requiredText({
    empty: MESSAGES.productLinkEmpty,
    max: PRODUCT_LINK_MAX,
    tooLong: MESSAGES.productLinkInvalid,
  }).refine(isHttpUrl, MESSAGES.productLinkInvalid),
});

/** The answer to Add Product: the spec's message and the product as the list shows it. */
export const addProductResponse = messageResponse.extend({ product });

export const deleteProductInput = z.object({
  productid: z.string({ error: MESSAGES.productNotFound }).max(100),
});
