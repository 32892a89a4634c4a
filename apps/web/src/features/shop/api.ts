import { messageResponse, type Product, productsPage } from '@handlehub/shared';
import { apiRequest } from '../../lib/api';

export const productsKey = ['products'] as const;

export async function getProductsPage(page: number, signal: AbortSignal): Promise<Product[]> {
  return (await apiRequest(`/api/product/?page=${page}`, productsPage, { signal })).products;
}

export interface ProductFormValues {
  productname: string;
  productdesc: string;
  productlink: string;
  photo: File;
}

export function addProduct(values: ProductFormValues) {
  const form = new FormData();
  form.append('productname', values.productname);
  form.append('productdesc', values.productdesc);
  form.append('productlink', values.productlink);
  form.append('photo', values.photo);
  return apiRequest('/api/product/addproduct', messageResponse, { form });
}

export const deleteProduct = (productid: string) =>
  apiRequest('/api/product/deleteproduct', messageResponse, { json: { productid } });
