import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { departureFrom } from './answers';
import { MessagedResult, successEnvelope } from './envelope';
import { sendErrorAnswer } from './http-exception.filter';

/**
 * Fastify that answers every REST route in the WIRE.md envelope.
 *
 * Its one error handler, set at construction, answers the error envelope. Fastify gives each
 * route the error handler current when the route is built, and a module that registers a plugin
 * during init (blade-resource's multipart) builds the routes declared so far, before Nest sets
 * its handler: those routes answered a malformed body in Fastify's own JSON. Nest's later
 * attempt is ignored; its handler would answer the same, through the same filter.
 *
 * Nest hands every controller's result to `reply` (errors go through the filter instead), which
 * wraps it in the success envelope. A global interceptor would do the same through an RxJS
 * pipeline and two async resources per request, a few percent of the CPU of a write.
 */
export class EnvelopeFastifyAdapter extends FastifyAdapter {
  /**
   * `checkAnswers` (the test app): an answer that departs from its route's @Answers schema fails
   * the request, so the documented answers are the real ones.
   */
  constructor(
    options: FastifyServerOptions,
    private readonly checkAnswers = false,
  ) {
    super(options);
    this.getInstance().setErrorHandler(sendErrorAnswer);
  }

  override setErrorHandler() {
    return this.getInstance();
  }

  /**
   * Successful answers are HTTP 200 even for POST (Nest's default would be 201) because WIRE.md
   * makes the status equal `code`.
   */
  override reply(response: FastifyReply, result: unknown) {
    const { rawResponse, answers } = response.request.routeOptions.config;
    if (rawResponse) return super.reply(response, result, 200);
    const answer =
      result instanceof MessagedResult ? successEnvelope(result.data, result.msg) : successEnvelope(result);
    if (this.checkAnswers && answers) holdToAnswers(response, answers, answer.data);
    return super.reply(response, answer, 200);
  }
}

function holdToAnswers(
  response: FastifyReply,
  schema: Parameters<typeof departureFrom>[0],
  data: unknown,
): void {
  const departure = departureFrom(schema, data);
  if (departure === undefined) return;
  const { method, routeOptions } = response.request;
  const message = `${method} ${routeOptions.url} answered outside its @Answers schema at ${departure}`;
  // The request fails with a 500 that says nothing; the test's own output says why.
  console.error(message);
  throw new Error(message);
}
