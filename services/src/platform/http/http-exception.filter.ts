import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import { answerForKnownError, type ErrorAnswer } from '@platform/http/error-answer';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './envelope';
import { answerForFrameworkError } from './framework-errors';

export const UNEXPECTED_MSG = '系统繁忙,请稍后重试';

/**
 * The one place an error becomes an answer: the envelope, with the HTTP status equal to `code`.
 * Anything unrecognised is a 500 whose message says nothing about the cause (no stack, no SQL);
 * the cause goes to the log, under the request id the client received in X-Request-Id.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    // Other transports (GraphQL resolvers) answer errors their own way.
    if (host.getType() !== 'http') throw exception;
    sendErrorAnswer(
      exception,
      host.switchToHttp().getRequest<FastifyRequest>(),
      host.switchToHttp().getResponse<FastifyReply>(),
    );
  }
}

/**
 * Answers a failed request in the envelope: from the filter above, and from Fastify's own error
 * handler for what fails before a route's handler runs (parsing the body, a hook).
 */
export function sendErrorAnswer(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const answer = answerFor(exception, request);
  void reply.status(answer.code).send(errorEnvelope(answer));
}

/** What any failed request answers, whatever shape the answer is sent in. */
export function answerFor(exception: unknown, request: FastifyRequest): ErrorAnswer {
  return (
    answerForKnownError(exception) ?? answerForFrameworkError(exception) ?? unexpected(exception, request)
  );
}

const unexpectedErrors = new WeakMap<FastifyRequest, unknown>();

/** The exception a request answered 500 for, kept for the error log (blade-log). */
export function unexpectedErrorOf(request: FastifyRequest): unknown {
  return unexpectedErrors.get(request);
}

function unexpected(exception: unknown, request: FastifyRequest): ErrorAnswer {
  request.log.error({ err: exception }, 'request failed with an unexpected error');
  unexpectedErrors.set(request, exception);
  return { code: 500, msg: UNEXPECTED_MSG, data: {} };
}
