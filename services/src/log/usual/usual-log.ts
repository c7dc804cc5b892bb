import { Injectable } from '@nestjs/common';
import { LogStore } from '@services/log/log-store';
import type { UsualLogLevel } from '@services/log/log.wire';

/**
 * The usual log (blade-log/usual): business messages the services write for the tenant's
 * operators to read later — what happened outside any error, said in their words. Writing
 * never waits for the database.
 */
@Injectable()
export class UsualLog {
  constructor(private readonly logs: LogStore) {}

  /** `logId` names what the message is about ('supervise-bank.suspense'), for finding them all. */
  info(tenantId: string, logId: string, message: string): void {
    this.write('info', tenantId, logId, message);
  }

  warn(tenantId: string, logId: string, message: string): void {
    this.write('warn', tenantId, logId, message);
  }

  error(tenantId: string, logId: string, message: string): void {
    this.write('error', tenantId, logId, message);
  }

  private write(level: UsualLogLevel, tenantId: string, logId: string, message: string): void {
    this.logs.appendUsual({ tenant_id: tenantId, log_level: level, log_id: logId, log_data: message });
  }
}
