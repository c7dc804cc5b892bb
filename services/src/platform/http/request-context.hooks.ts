import { type RequestContext, runWithRequestContext } from '@platform/context/request-context';
import type { RequestContextResolver } from '@platform/context/request-context.resolver';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorEnvelope } from './envelope';
import { answerFor } from './http-exception.filter';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * Makes every request carry its id back in X-Request-Id and run its handler inside its
 * RequestContext. Must be registered before the routes (createHttpApp does).
 */
const contexts = new WeakMap<FastifyRequest, RequestContext>();

/**
 * Who made a request, for what runs outside its handler (the API log's onResponse hook);
 * undefined when the request was refused before it was known.
 */
export function requestContextOf(request: FastifyRequest): RequestContext | undefined {
  return contexts.get(request);
}

export function registerRequestContextHooks(
  fastify: FastifyInstance,
  resolver: RequestContextResolver,
): void {
  // onRequest sees only headers and query, which is all a resolver needs, and its refusal (an
  // invalid token) answers, in the envelope, before the body is even read.
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    let identity;
    try {
      identity = await resolver.resolve({
        requestId: request.id,
        clientIp: request.ip,
        headers: request.headers,
        query: request.query as Record<string, unknown>,
      });
    } catch (error) {
      const answer = answerFor(error, request);
      return reply.status(answer.code).send(errorEnvelope(answer));
    }
    const roleIds = Object.freeze([...identity.roleIds]);
    // Assigned, since this runs at every request (CONTRIBUTING.md, "Object literals on hot
    // paths"); the request's own id and address win over anything the identity carries.
    contexts.set(
      request,
      Object.freeze(Object.assign({}, identity, { roleIds, requestId: request.id, clientIp: request.ip })),
    );
  });

  // Entered in the last hook before the handler rather than in onRequest, so that nothing in
  // between (body parsing in stream callbacks, other plugins' hooks) can drop it; this is what
  // @fastify/request-context does too. Fastify calls the route handler (Nest's guards,
  // interceptors, pipes and controller) synchronously from `done`, so all of it runs inside.
  fastify.addHook('preHandler', (request, _reply, done) => {
    const context = contexts.get(request);
    if (!context) return done(new Error('request context missing: the onRequest hook did not run'));
    runWithRequestContext(context, done);
  });
}
