import { MESSAGES, PAGE_SIZE, PHOTO_MAX_BYTES, type Product } from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, postProduct, signUp, VALID_PRODUCT } from '../../../test/factories.js';
import { createTestApp, suiteApp } from '../../../test/test-app.js';
import { processPhoto } from '../../core/media/photo-pipeline.js';
import { products } from '../../db/schema.js';
import { addProduct as insertProduct } from './shop.queries.js';

const t = suiteApp();
let ownerToken: string;
let visitorToken: string;
let png: Buffer;

beforeAll(async () => {
  ownerToken = (await createUserWithSession(t, { isShopOwner: true })).token;
  visitorToken = (await createUserWithSession(t)).token;
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7048e8' } })
    .png()
    .toBuffer();
});

const valid = VALID_PRODUCT;

const fieldsOf = (f: typeof valid) => ({ description: f.productdesc, link: f.productlink });

const addProduct = (token: string | undefined, fields: Record<string, string>, photo?: Buffer) =>
  postProduct(t, token, fields, photo ? { filename: 'p.png', type: 'image/png', bytes: photo } : undefined);

function deleteProduct(token: string | undefined, productid: string) {
  return t.inject({
    method: 'POST',
    url: '/api/product/deleteproduct',
    headers: token ? { 'user-token': token } : {},
    payload: { productid },
  });
}

async function listProducts(page = 1): Promise<Product[]> {
  const res = await t.inject({ method: 'GET', url: '/api/product/', query: { page: String(page) } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { products: Product[] }).products;
}

describe('shop: who may change it', () => {
  it.each([
    ['an anonymous person', 401, MESSAGES.notSignedIn, (): string | undefined => undefined],
    ['a signed-in person who is not the shop owner', 403, MESSAGES.shopOwnerOnly, () => visitorToken],
  ])('refuses an add and a delete by %s with %i', async (_who, status, error, token) => {
    const add = await addProduct(token(), valid, png);
    const del = await deleteProduct(token(), crypto.randomUUID());
    expect([add.statusCode, add.json()]).toEqual([status, { error }]);
    expect([del.statusCode, del.json()]).toEqual([status, { error }]);
    expect(await listProducts()).toEqual([]);
  });

  it('never makes a dev sign-up shop owner, even with an e-mail in SHOP_OWNER_EMAILS (probe M2)', async () => {
    const owned = await createTestApp({ shopOwnerEmails: new Set(['boss@handlehub.test']) });
    try {
      const signup = await signUp(owned, { email: 'Boss@handlehub.test', username: 'boss' });
      expect(signup.statusCode).toBe(201);
      const { authToken, user } = signup.json() as { authToken: string; user: { isShopOwner: boolean } };
      expect(user.isShopOwner).toBe(false);
      const add = await postProduct(owned, authToken, valid, {
        filename: 'p.png',
        type: 'image/png',
        bytes: png,
      });
      expect(add.statusCode).toBe(403);
    } finally {
      await owned.close();
    }
  });
});

describe('shop: add product validation, in the spec order', () => {
  const cases: Array<[string, Record<string, string>, boolean, string]> = [
    ['nothing', {}, false, MESSAGES.productNameEmpty],
    ['a blank name', { ...valid, productname: '   ' }, true, MESSAGES.productNameEmpty],
    ['no description', { productname: 'Mug' }, true, MESSAGES.productDescEmpty],
    ['no link', { productname: 'Mug', productdesc: 'Nice' }, true, MESSAGES.productLinkEmpty],
    ['no photo', valid, false, MESSAGES.productPhotoEmpty],
    [
      'a javascript: link',
      { ...valid, productlink: 'javascript:alert(1)' },
      true,
      MESSAGES.productLinkInvalid,
    ],
    ['a data: link', { ...valid, productlink: 'data:text/html,hi' }, true, MESSAGES.productLinkInvalid],
    ['a relative link', { ...valid, productlink: '/shop' }, true, MESSAGES.productLinkInvalid],
    ['a long name', { ...valid, productname: 'n'.repeat(101) }, true, MESSAGES.productNameTooLong],
  ];
  it.each(cases)('refuses %s', async (_label, fields, withPhoto, message) => {
    const res = await addProduct(ownerToken, fields, withPhoto ? png : undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('checks the text fields before the photo size', async () => {
    const huge = Buffer.concat([png, Buffer.alloc(PHOTO_MAX_BYTES)]);
    const res = await addProduct(ownerToken, { productname: 'Mug' }, huge);
    expect(res.json()).toEqual({ error: MESSAGES.productDescEmpty });
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const res = await addProduct(ownerToken, valid, Buffer.concat([png, Buffer.alloc(PHOTO_MAX_BYTES)]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MESSAGES.photoTooLarge });
  });

  it('refuses a file that is not an image with 415', async () => {
    const res = await addProduct(ownerToken, valid, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: MESSAGES.photoNotImage });
  });

  it('added nothing while refusing', async () => {
    expect(await listProducts()).toEqual([]);
  });
});

describe('shop: the owner adds and deletes', () => {
  it('adds a product that the shop then lists first, with its photo served', async () => {
    const res = await addProduct(ownerToken, valid, png);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { msg: string; product: Product };
    expect(body.msg).toBe(MESSAGES.productAdded);
    expect(body.product).toMatchObject({
      productName: valid.productname,
      productDesc: valid.productdesc,
      productLink: valid.productlink,
    });
    const [first] = await listProducts();
    expect(first).toEqual(body.product);
    const photo = await t.inject({ method: 'GET', url: first!.productPhoto! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('deletes a product and its photo; a second delete is 404', async () => {
    const added = (await addProduct(ownerToken, { ...valid, productname: 'To delete' }, png)).json() as {
      product: Product;
    };
    const { _id, productPhoto } = added.product;
    const res = await deleteProduct(ownerToken, _id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MESSAGES.productDeleted });
    expect((await listProducts()).map((p) => p._id)).not.toContain(_id);
    const photo = await t.inject({ method: 'GET', url: productPhoto! });
    expect(photo.statusCode).toBe(404);
    const again = await deleteProduct(ownerToken, _id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: MESSAGES.productNotFound });
  });

  it('answers 404 for an unknown or malformed product id', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      const res = await deleteProduct(ownerToken, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MESSAGES.productNotFound });
    }
  });

  it('pages the shop newest first, 20 a page, ending with an empty page', async () => {
    // Straight into the database: 23 uploads through the API would pass the 30-a-minute limit.
    const photo = await processPhoto(png);
    // One second apart: PGlite's clock can give two quick inserts the same instant, and then the id decides.
    const start = Date.now() + 60_000;
    for (let i = 0; i < PAGE_SIZE + 3; i++) {
      const row = await insertProduct(t.db, {
        ...fieldsOf(valid),
        name: `Item ${i}`,
        photo,
        createdBy: null,
      });
      await t.db
        .update(products)
        .set({ createdAt: new Date(start + i * 1000) })
        .where(eq(products.id, row.id));
    }
    const first = await listProducts(1);
    const second = await listProducts(2);
    expect(first).toHaveLength(PAGE_SIZE);
    expect(first[0]!.productName).toBe(`Item ${PAGE_SIZE + 2}`);
    expect(second.length).toBe(4);
    expect(await listProducts(3)).toEqual([]);
    const ids = [...first, ...second].map((p) => p._id);
    expect(new Set(ids).size).toBe(ids.length);
    const bad = await t.inject({ method: 'GET', url: '/api/product/', query: { page: '0' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: MESSAGES.invalidPage });
  });
});
