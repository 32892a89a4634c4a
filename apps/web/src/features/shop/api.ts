import type { Product } from '@handlehub/shared';
import type { FormFieldsOf } from '@handlehub/shared/api/endpoint';
import { shopApi } from '@handlehub/shared/api/shop';
import { callApi } from '../../lib/api';

export const productsKey = ['products'] as const;

export async function getProductsPage(page: number, signal: AbortSignal): Promise<Product[]> {
  return (await callApi(shopApi.products, { query: { page: String(page) }, signal })).products;
}

/** Add Product's form: its text fields as the contract checks them, and the photo. */
export type ProductFormValues = FormFieldsOf<typeof shopApi.add> & { photo: File };

/** Answers the spec's message and the new product. */
export function addProduct(values: ProductFormValues) {
  const form = new FormData();
  form.append('productname', values.productname);
  form.append('productdesc', values.productdesc);
  form.append('productlink', values.productlink);
  form.append('photo', values.photo);
  return callApi(shopApi.add, { form });
}

export const deleteProduct = (productid: string) => callApi(shopApi.delete, { json: { productid } });
