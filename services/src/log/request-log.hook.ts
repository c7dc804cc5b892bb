import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@platform/http/http-app';
import { unexpectedErrorOf } from '@platform/http/http-exception.filter';
import { redactSecretFields, redactTokenInUrl } from '@platform/http/log-serializers';
import { requestContextOf } from '@platform/http/request-context.hooks';
import type { LogStore } from '@services/log/log-store';

const apiPath = `/${API_PREFIX}/`;

/** Longest params kept per call: a 10 MB import body is not a log line. */
const maxParamsLength = 4000;

/**
 * Feeds the API log (every call, unless API_LOG=off) and the error log (every 500, with its
 * exception) once the answer has gone: the request only pushes rows into memory.
 */
export function registerLogHooks(fastify: FastifyInstance, logs: LogStore): void {
  fastify.addHook('onResponse', async (request, reply) => {
    // The console's own files are served from the same server: they are not API calls.
    if (logs.settings.apiLog && request.url.startsWith(apiPath)) logs.appendApi(apiLogRow(request, reply));
    const failure = unexpectedErrorOf(request);
    if (failure !== undefined) logs.appendError(serverErrorRow(request, failure));
  });
}

function callerOf(request: FastifyRequest) {
  const caller = requestContextOf(request);
  return { tenant_id: caller?.tenantId ?? '', user_id: caller?.userId ?? '', account: caller?.account ?? '' };
}

/**
 * The caller's columns, then the request's: assigned, since it runs at every request
 * (CONTRIBUTING.md, "Object literals on hot paths").
 */
function apiLogRow(request: FastifyRequest, reply: FastifyReply) {
  return Object.assign(callerOf(request), {
    method: request.method,
    request_uri: redactTokenInUrl(request.url),
    params: paramsOf(request),
    remote_ip: request.ip,
    status: reply.statusCode,
    time_ms: Math.round(reply.elapsedTime),
    request_id: request.id,
  });
}

function paramsOf(request: FastifyRequest): string {
  const body = typeof request.body === 'object' && request.body !== null ? request.body : undefined;
  const params = JSON.stringify(redactSecretFields({ query: request.query, body }));
  return params.length > maxParamsLength ? `${params.slice(0, maxParamsLength)}…` : params;
}

function serverErrorRow(request: FastifyRequest, failure: unknown) {
  const { account: _, ...caller } = callerOf(request);
  const error = failure instanceof Error ? failure : new Error(String(failure));
  return {
    ...caller,
    source: 'server' as const,
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    info: '',
    method: request.method,
    request_uri: redactTokenInUrl(request.url),
    remote_ip: request.ip,
    request_id: request.id,
  };
}
