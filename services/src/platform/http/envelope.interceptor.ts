import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { map, Observable } from 'rxjs';
import type { z } from 'zod';
import { ANSWER_SCHEMA, departureFrom } from './answers';
import { MessagedResult, successEnvelope } from './envelope';
import { RAW_RESPONSE } from './raw-response.decorator';

/**
 * Wraps every controller result in the success envelope. Successful answers are HTTP 200 even
 * for POST (Nest's default would be 201) because WIRE.md makes the status equal `code`. With
 * `checkAnswers` (the test app), an answer that departs from its route's @Answers schema fails
 * the request, so the documented answers are the real ones.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly checkAnswers = false,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // GraphQL answers in its own shape (audit explorer); only REST routes wear the envelope.
    if (context.getType() !== 'http') return next.handle();
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((result: unknown) => {
        reply.status(200);
        if (raw) return result;
        if (this.checkAnswers) this.check(context, result);
        if (result instanceof MessagedResult) return successEnvelope(result.data, result.msg);
        return successEnvelope(result);
      }),
    );
  }

  private check(context: ExecutionContext, result: unknown): void {
    const schema = this.reflector.get<z.ZodType | undefined>(ANSWER_SCHEMA, context.getHandler());
    const data = result instanceof MessagedResult ? result.data : result;
    const departure = schema && departureFrom(schema, data);
    if (departure === undefined) return;
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const message = `${route} answered outside its @Answers schema at ${departure}`;
    // The request fails with a 500 that says nothing; the test's own output says why.
    console.error(message);
    throw new Error(message);
  }
}
