import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import {
  addProductFields,
  deleteProductInput,
  errorResponse,
  MESSAGES,
  messageResponse,
  product,
  productsPage,
  productsQuery,
} from '@handlehub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, forbidden, notFound, payloadTooLarge } from '../../lib/http-error.js';
import { photoLimit, writeLimit } from '../../plugins/rate-limits.js';
import { requireUser } from '../auth/require-user.js';
import type { UserRow } from '../auth/sessions.queries.js';
import { processPhoto } from '../media/photo-pipeline.js';
import { presentProduct } from './product.presenter.js';
import { addProduct, deleteProduct, getProductsPage } from './shop.queries.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** No session → 401; signed in but not the shop owner → 403 (decisions.md "Shop"). */
async function requireShopOwner(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (!user.isShopOwner) throw forbidden(MESSAGES.shopOwnerOnly);
  return user;
}

const ownerOnly = async (request: FastifyRequest) => void (await requireShopOwner(request));

interface ProductForm {
  fields: Record<string, string>;
  photo: Buffer | null;
  photoTooLarge: boolean;
}

// Supported by @fastify/multipart's parts() at run time, though missing from its parts() typings.
const keepReadingPastLimit: FastifyMultipartBaseOptions = { throwFileSizeLimit: false };

/** Reads the multipart form; a photo over the size limit is noted, so the text fields are still checked first. */
async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  const form: ProductForm = { fields: {}, photo: null, photoTooLarge: false };
  for await (const part of request.parts(keepReadingPastLimit)) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
    } else if (part.fieldname !== 'photo') {
      part.file.resume();
    } else {
      const bytes = await part.toBuffer();
      if (part.file.truncated) form.photoTooLarge = true;
      else form.photo = bytes;
    }
  }
  return form;
}

export function registerShopRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/product/',
    {
      schema: {
        tags: ['shop'],
        querystring: productsQuery,
        response: { 200: productsPage, '4xx': errorResponse },
      },
    },
    async (request) => ({
      products: (await getProductsPage(app.db, request.query.page)).map((row) =>
        presentProduct(row, app.config.publicUrl),
      ),
    }),
  );

  r.post(
    '/api/product/addproduct',
    {
      // Before the body is read: a stranger's upload is refused without reading it.
      onRequest: [photoLimit(app), ownerOnly],
      schema: {
        tags: ['shop'],
        consumes: ['multipart/form-data'],
        response: { 201: messageResponse.extend({ product }), '4xx': errorResponse },
      },
    },
    async (request, reply) => {
      const owner = await requireShopOwner(request);
      const form = await readProductForm(request);
      const fields = addProductFields.safeParse(form.fields);
      if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? MESSAGES.invalidRequest);
      if (form.photoTooLarge) throw payloadTooLarge(MESSAGES.photoTooLarge);
      if (!form.photo || form.photo.length === 0) throw badRequest(MESSAGES.productPhotoEmpty);
      const photo = await processPhoto(form.photo);
      const row = await addProduct(app.db, {
        name: fields.data.productname,
        description: fields.data.productdesc,
        link: fields.data.productlink,
        photo,
        createdBy: owner.id,
      });
      return reply
        .status(201)
        .send({ msg: MESSAGES.productAdded, product: presentProduct(row, app.config.publicUrl) });
    },
  );

  r.post(
    '/api/product/deleteproduct',
    {
      onRequest: [writeLimit(app), ownerOnly],
      schema: {
        tags: ['shop'],
        body: deleteProductInput,
        response: { 200: messageResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const id = request.body.productid;
      if (!UUID.test(id) || !(await deleteProduct(app.db, id))) throw notFound(MESSAGES.productNotFound);
      return { msg: MESSAGES.productDeleted };
    },
  );
}
