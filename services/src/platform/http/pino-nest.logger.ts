import type { LoggerService } from '@nestjs/common';
import type { Logger, Level } from 'pino';

/**
 * Nest's own messages (module wiring, route mapping, boot failures) written through the same
 * pino logger as Fastify's request logs, so one process emits one log format.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  // Nest passes the emitting class's name last ("RoutesResolver"), and a stack before it for errors.
  private write(level: Level, message: unknown, params: unknown[]): void {
    const context = typeof params.at(-1) === 'string' ? (params.at(-1) as string) : undefined;
    const details = context === undefined ? params : params.slice(0, -1);
    const fields = { context, ...(details.length > 0 ? { details } : {}) };
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else this.logger[level](fields, typeof message === 'string' ? message : JSON.stringify(message));
  }
}
