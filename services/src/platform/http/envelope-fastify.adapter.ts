import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyServerOptions } from 'fastify';
import { sendErrorAnswer } from './http-exception.filter';

/**
 * Fastify whose one error handler, set at construction, answers the envelope. Fastify gives
 * each route the error handler current when the route is built, and a module that registers a
 * plugin during init (blade-resource's multipart) builds the routes declared so far, before
 * Nest sets its handler: those routes answered a malformed body in Fastify's own JSON. Nest's
 * later attempt is ignored; its handler would answer the same, through the same filter.
 */
export class EnvelopeFastifyAdapter extends FastifyAdapter {
  constructor(options: FastifyServerOptions) {
    super(options);
    this.getInstance().setErrorHandler(sendErrorAnswer);
  }

  override setErrorHandler() {
    return this.getInstance();
  }
}
