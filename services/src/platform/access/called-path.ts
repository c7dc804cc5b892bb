import type { ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The path a guarded call came in on: the route's URL over REST; over GraphQL, the URL of the
 * request that carried the query, which Mercurius keeps in its context (argument 2 of a resolver).
 */
export function calledPath(context: ExecutionContext): string {
  if (context.getType() === 'http') return context.switchToHttp().getRequest<FastifyRequest>().url;
  return context.getArgByIndex<{ reply: FastifyReply }>(2).reply.request.url;
}
