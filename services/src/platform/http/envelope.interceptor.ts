import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { map, Observable } from 'rxjs';
import { MessagedResult, successEnvelope } from './envelope';
import { RAW_RESPONSE } from './raw-response.decorator';

/**
 * Wraps every controller result in the success envelope. Successful answers are HTTP 200 even
 * for POST (Nest's default would be 201) because WIRE.md makes the status equal `code`.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((result: unknown) => {
        reply.status(200);
        if (raw) return result;
        if (result instanceof MessagedResult) return successEnvelope(result.data, result.msg);
        return successEnvelope(result);
      }),
    );
  }
}
