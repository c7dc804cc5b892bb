import type { FastifyRequest } from 'fastify';

/**
 * The parameters of a call that BladeX clients send either way: query parameters on a POST
 * (remove, updateStatus) or a JSON body. The query wins where both name a parameter.
 */
export function paramsOf(request: FastifyRequest): Record<string, unknown> {
  const body =
    typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
      ? request.body
      : {};
  return { ...body, ...(request.query as Record<string, unknown>) };
}

export function queryOf(request: FastifyRequest): Record<string, unknown> {
  return request.query as Record<string, unknown>;
}
