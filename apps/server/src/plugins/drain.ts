import type { FastifyInstance } from 'fastify';

/**
 * While the app closes (SIGTERM), every answer says `Connection: close`. Node's `server.close()` closes the
 * connections idle at that moment only: one whose request was in flight stays open after its answer until
 * the client drops it (nginx keeps an idle upstream connection 4 s, `keepalive_timeout`) or the keep-alive
 * timeout ends it, and the process waits for it before exiting. Fastify marks only the requests that
 * arrive after the close began (it answers those 503).
 */
export function closeConnectionsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
