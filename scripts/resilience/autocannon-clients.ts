import type autocannon from 'autocannon';

/** The parts of autocannon's client (lib/httpClient.js) this reaches, not in its type definitions. */
interface ClientInternals {
  _connect(): void;
  pipelinedRequests: { clear(): void };
}

/**
 * Keeps each answer with its own request across reconnections. When the server closes a connection (nginx
 * does after 1,000 requests on one: `keepalive_requests`), autocannon has often already written the next
 * request to it; it connects again but keeps that request in its queue of requests awaiting an answer, so
 * from then on every answer is handed to the request before it. A handle save was thus counted as
 * acknowledged with the feedback's answer, though the save itself never arrived. Called from
 * `setupClient`, this forgets what was in flight on a connection that is gone, as autocannon does itself
 * after a timeout: such a request is sent and never answered, which is what happened to it.
 */
export function answersStayWithTheirRequests(client: autocannon.Client): void {
  const internals = client as unknown as ClientInternals;
  const connect = internals._connect.bind(client);
  internals._connect = () => {
    internals.pipelinedRequests.clear();
    connect();
  };
}
