import { MESSAGES, reportItemProblem } from '@handlehub/shared';
import { reportsApi } from '@handlehub/shared/api/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-error.js';
import { docsOf, routeOf } from '../../lib/route-of.js';
import { reportLimit } from '../../plugins/rate-limits.js';
import { fileReport } from './reports.queries.js';

const docs = docsOf('reports');

/** "Report" on a public profile: anyone, signed in or not, a few times an hour per address. */
export function registerReportRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(reportsApi.report, docs('Report a profile to the moderators (no sign-in needed)')),
    onRequest: reportLimit(app),
    handler: async (request, reply) => {
      const problem = reportItemProblem(request.body);
      if (problem) throw badRequest(problem);
      const filed = await fileReport(app.db, request.body);
      if (!filed) throw notFound(MESSAGES.userNotFound);
      if (filed === 'no-item') throw notFound(MESSAGES.itemNotFound);
      request.log.info(
        { report: filed.id, reason: request.body.reason, item: request.body.itemId },
        'profile reported',
      );
      return reply.status(201).send({ msg: MESSAGES.reportSent });
    },
  });
}
