import type { ExecutionResult, GraphQLError } from 'graphql';
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
    const { code, msg } = answerOf(error, context);
    return { message: msg, locations: error.locations, path: error.path, extensions: { code } };
  });
  return {
    statusCode: answers[0]?.extensions.code ?? 500,
    response: { data: execution.data ?? null, errors: answers as unknown as GraphQLError[] },
  };
}

function answerOf(error: GraphQLError, context: MercuriusContext): { code: ErrorCode; msg: string } {
  if (error.originalError === undefined || error.originalError === null)
    return { code: 400, msg: error.message };
  const known = answerForKnownError(error.originalError);
  if (known) return known;
  context.reply.log.error({ err: error.originalError }, 'GraphQL query failed with an unexpected error');
  return { code: 500, msg: UNEXPECTED_MSG };
}
