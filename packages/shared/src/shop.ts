import { z } from 'zod';
import { messageResponse } from './errors.js';
import { PRODUCT_DESC_MAX, PRODUCT_LINK_MAX, PRODUCT_NAME_MAX } from './limits.js';
import { MESSAGES } from './messages.js';
import { pageQuery } from './paging.js';
import { hasInvisibleChars } from './text.js';

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
  productname: z
    .string({ error: MESSAGES.productNameEmpty })
    .trim()
    .min(1, MESSAGES.productNameEmpty)
    .max(PRODUCT_NAME_MAX, MESSAGES.productNameTooLong)
    .refine((value) => !hasInvisibleChars(value), MESSAGES.textInvisible),
  productdesc: z
    .string({ error: MESSAGES.productDescEmpty })
    .trim()
    .min(1, MESSAGES.productDescEmpty)
    .max(PRODUCT_DESC_MAX, MESSAGES.productDescTooLong)
    .refine((value) => !hasInvisibleChars(value, { lines: true }), MESSAGES.textInvisible),
  productlink: z
    .string({ error: MESSAGES.productLinkEmpty })
    .trim()
    .min(1, MESSAGES.productLinkEmpty)
    .max(PRODUCT_LINK_MAX, MESSAGES.productLinkInvalid)
    .refine((value) => !hasInvisibleChars(value), MESSAGES.textInvisible)
    .refine(isHttpUrl, MESSAGES.productLinkInvalid),
});

/** The answer to Add Product: the spec's message and the product as the list shows it. */
export const addProductResponse = messageResponse.extend({ product });

export const deleteProductInput = z.object({
  productid: z.string({ error: MESSAGES.productNotFound }).max(100),
});
