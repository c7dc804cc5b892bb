import type { RequestContext } from '@platform/context/request-context';
import type { ConsoleErrorEntry } from '@services/log/error/console-error.schemas';

/** The error log's row of one console error, posted by `caller`. */
export function consoleErrorRow(entry: ConsoleErrorEntry, caller: RequestContext) {
  return {
    tenant_id: caller.tenantId,
    user_id: caller.userId,
    source: 'console' as const,
    type: entry.type,
    message: entry.message,
    stack: entry.stack,
    // When the console met it, by its own clock; the row's time is when the server heard of it.
    info: `${entry.time.toISOString()} ${entry.info}`.trim(),
    method: '',
    request_uri: entry.url,
    remote_ip: caller.clientIp,
    request_id: caller.requestId,
  };
}
