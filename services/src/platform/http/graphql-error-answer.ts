import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type ExecutionResult, GraphQLError, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { answerForKnownError, type ErrorCode } from '@platform/http/error-answer';
import { UNEXPECTED_MSG } from '@platform/http/http-exception.filter';

/**
 * How GraphQL answers a failure (the audit explorer at /api/graphql): the GraphQL shape
 * `{ data, errors: [{ message, path, extensions: { code } }] }`, not the REST envelope, because
 * GraphQL clients (urql) read `errors`. `extensions.code` and `message` are what the envelope's
 * `code` and `msg` would be (401 no valid token, 403 no right, 404, 400 bad input; 500 says
 * nothing of its cause), and the HTTP status is the first error's code, as WIRE.md makes REST's.
 * A query GraphQL itself rejects (syntax, unknown field) is a 400 with GraphQL's message.
 */
export function graphqlErrorAnswer(
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: MercuriusContext,
): { statusCode: number; response: ExecutionResult } {
  const errors = execution.errors.flatMap((error) => {
    const nested = (error.originalError as { errors?: unknown } | undefined)?.errors;
    return Array.isArray(nested) ? (nested as GraphQLError[]) : [error];
  });
  const answers = errors.map((error) => {
    const { code, msg } = answerOf(error.originalError, error.message, context.reply.log);
    return { message: msg, locations: error.locations, path: error.path, extensions: { code } };
  });
  return {
    statusCode: answers[0]?.extensions.code ?? 500,
    response: { data: execution.data ?? null, errors: answers as unknown as GraphQLError[] },
  };
}

/**
 * Gives the subscriptions' refusals the same message and `extensions.code` as the queries'. A
 * subscription that cannot start (no token, no right, bad input) is refused in a graphql-ws
 * error message, which Mercurius sends as the error stands, without the error formatter: so
 * each subscription field throws its failure already in the answer's shape.
 */
export function answeringSubscriptionErrors(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    const subscribe = field.subscribe;
    if (!subscribe) continue;
    const answering: GraphQLFieldResolver<unknown, { reply: { request: FastifyRequest } }> = async (
      ...args
    ) => {
      try {
        return (await subscribe(...args)) as unknown;
      } catch (error) {
        const { code, msg } = answerOf(error, undefined, args[2].reply.request.log);
        throw new GraphQLError(msg, { extensions: { code } });
      }
    };
    field.subscribe = answering;
  }
  return schema;
}

/** `cause` is what failed; none when GraphQL itself refused the query, saying `message`. */
function answerOf(
  cause: unknown,
  message: string | undefined,
  log: FastifyBaseLogger,
): { code: ErrorCode; msg: string } {
  if ((cause === undefined || cause === null) && message !== undefined) return { code: 400, msg: message };
  const known = answerForKnownError(cause);
  if (known) return known;
  log.error({ err: cause }, 'GraphQL query failed with an unexpected error');
  return { code: 500, msg: UNEXPECTED_MSG };
}
