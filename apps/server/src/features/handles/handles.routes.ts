import {
  checkItem,
  checkItemChange,
  MESSAGES,
  presentItems,
  toSocialAccounts,
  unsupportedItems,
} from '@handlehub/shared';
import { handlesApi } from '@handlehub/shared/api/handles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addItems,
  deleteItem,
  editItem,
  getHandles,
  getItem,
  getItems,
  orderItems,
  replaceHandles,
} from '../../core/handles.queries.js';
import { badRequest } from '../../lib/http-error.js';
import { docsOf, routeOf, SIGNED_IN } from '../../lib/route-of.js';
import { requireUser, signedInWrite } from '../../plugins/auth.js';
import { IMPORT_BODY_LIMIT, planImport } from './import-plan.js';

const docs = docsOf('handles', { security: SIGNED_IN });

/**
 * The signed-in person's handles and links: the spec's 13-field form (the first item of each key), and the
 * items themselves (decision 027): add, edit, hide, delete, order, and bring them from a file.
 */
export function registerHandlesRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** The owner's items, and apart from them the rows of keys the catalogue does not have (to delete). */
  const itemsOf = async (userId: string) => {
    const rows = await getItems(app.db, userId);
    return { items: presentItems(rows), unsupported: unsupportedItems(rows) };
  };
  /** Makes a change to the signed-in person's items and answers with the items as they now are and `msg`. */
  const changeItems = async (
    request: FastifyRequest,
    change: (userId: string) => Promise<unknown>,
    msg: string,
  ) => {
    const user = await requireUser(request);
    await change(user.id);
    return { ...(await itemsOf(user.id)), msg };
  };

  r.route({
    ...routeOf(handlesApi.get, docs()),
    handler: async (request) => {
      const user = await requireUser(request);
      return { userAccount: { accounts: toSocialAccounts(await getHandles(app.db, user.id)) } };
    },
  });

  r.route({
    ...routeOf(handlesApi.update, docs()),
    ...signedInWrite(app),
    handler: async (request) => {
      const user = await requireUser(request);
      await replaceHandles(app.db, user.id, request.body);
      const accounts = toSocialAccounts(await getHandles(app.db, user.id));
      return { userAccount: { accounts }, msg: MESSAGES.accountsUpdated };
    },
  });

  r.route({
    ...routeOf(handlesApi.items, docs()),
    handler: async (request) => itemsOf((await requireUser(request)).id),
  });

  r.route({
    ...routeOf(handlesApi.add, docs()),
    ...signedInWrite(app),
    handler: async (request, reply) => {
      const user = await requireUser(request);
      const checked = checkItem(request.body);
      if (!checked.ok) throw badRequest(checked.error);
      await addItems(app.db, user.id, [{ ...checked.item, visible: request.body.visible ?? true }]);
      return reply.code(201).send({ ...(await itemsOf(user.id)), msg: MESSAGES.itemAdded });
    },
  });

  r.route({
    ...routeOf(handlesApi.edit, docs()),
    ...signedInWrite(app),
    handler: async (request) => {
      const user = await requireUser(request);
      const { id, visible, ...text } = request.body;
      const stored = await getItem(app.db, user.id, id);
      const checked = checkItemChange(stored, text);
      if (!checked.ok) throw badRequest(checked.error);
      const { value, label, title } = checked.item;
      await editItem(app.db, user.id, id, {
        value,
        label,
        title,
        ...(visible !== undefined ? { visible } : {}),
      });
      return { ...(await itemsOf(user.id)), msg: MESSAGES.itemSaved };
    },
  });

  r.route({
    ...routeOf(handlesApi.delete, docs()),
    ...signedInWrite(app),
    handler: (request) =>
      changeItems(request, (userId) => deleteItem(app.db, userId, request.body.id), MESSAGES.itemDeleted),
  });

  r.route({
    ...routeOf(handlesApi.order, docs()),
    ...signedInWrite(app),
    handler: (request) =>
      changeItems(request, (userId) => orderItems(app.db, userId, request.body.ids), MESSAGES.orderSaved),
  });

  r.route({
    ...routeOf(handlesApi.importPreview, docs()),
    bodyLimit: IMPORT_BODY_LIMIT,
    ...signedInWrite(app, { beforeBody: true }),
    handler: async (request) => {
      const user = await requireUser(request);
      return planImport(request.body, await getItems(app.db, user.id)).preview;
    },
  });

  r.route({
    ...routeOf(handlesApi.import, docs()),
    bodyLimit: IMPORT_BODY_LIMIT,
    ...signedInWrite(app, { beforeBody: true }),
    handler: (request) =>
      changeItems(
        request,
        async (userId) => {
          const { accepted, refusal } = planImport(request.body, await getItems(app.db, userId));
          if (refusal) throw badRequest(refusal);
          await addItems(app.db, userId, accepted);
        },
        MESSAGES.itemAdded,
      ),
  });
}
