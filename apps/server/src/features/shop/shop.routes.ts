import { MESSAGES } from '@handlehub/shared';
import { shopApi } from '@handlehub/shared/api/shop';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readPhotoForm } from '../../core/media/photo-form.js';
import { processPhoto } from '../../core/media/photo-pipeline.js';
import type { UserRow } from '../../core/users.queries.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { docsOf, routeOf } from '../../lib/route-of.js';
import { requireUser } from '../../plugins/auth.js';
import { discoveryLimit, photoLimit, writeLimit } from '../../plugins/rate-limits.js';
import { presentProduct } from './product.presenter.js';
import { addProduct, deleteProduct, getProductsPage } from './shop.queries.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only the shop owner adds or deletes products: no session → 401; anyone else → 403 'Only the shop owner can do this'. */
async function requireShopOwner(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (!user.isShopOwner) throw forbidden(MESSAGES.shopOwnerOnly);
  return user;
}

const ownerOnly = async (request: FastifyRequest) => void (await requireShopOwner(request));

const docs = docsOf('shop');

export function registerShopRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(shopApi.products, docs()),
    // Any page number a visitor types is a query: shop pages share the feed and search budget.
    onRequest: discoveryLimit(app),
    handler: async (request) => ({
      products: (await getProductsPage(app.db, request.query.page)).map((row) =>
        presentProduct(row, app.config.publicUrl),
      ),
    }),
  });

  r.route({
    ...routeOf(shopApi.add, docs()),
    // Before the body is read: a stranger's upload is refused without reading it.
    onRequest: [photoLimit(app), ownerOnly],
    handler: async (request, reply) => {
      const owner = await requireShopOwner(request);
      const form = await readPhotoForm(request, shopApi.add.form);
      if (!form.photo || form.photo.length === 0) throw badRequest(MESSAGES.productPhotoEmpty);
      const photo = await processPhoto(form.photo);
      const row = await addProduct(app.db, {
        name: form.fields.productname,
        description: form.fields.productdesc,
        link: form.fields.productlink,
        photo,
        createdBy: owner.id,
      });
      return reply
        .status(201)
        .send({ msg: MESSAGES.productAdded, product: presentProduct(row, app.config.publicUrl) });
    },
  });

  r.route({
    ...routeOf(shopApi.delete, docs()),
    onRequest: [writeLimit(app), ownerOnly],
    handler: async (request) => {
      const id = request.body.productid;
      if (!UUID.test(id) || !(await deleteProduct(app.db, id))) throw notFound(MESSAGES.productNotFound);
      return { msg: MESSAGES.productDeleted };
    },
  });
}
