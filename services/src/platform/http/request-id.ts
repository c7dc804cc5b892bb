import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// The id is written to logs and echoed in a response header, so a client-chosen one is kept
// only when it is a short token that can forge neither a log line nor a header.
const SANE_REQUEST_ID = /^[\w.:+/=-]{1,128}$/;

/** Fastify's genReqId: the caller's X-Request-Id when sane (a proxy's, to join logs), else new. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
