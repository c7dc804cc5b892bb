import { Controller, Post, HttpCode } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '@platform/access/signed-in.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, QueryParams } from '@platform/http/request-params';
import { Reads } from '@platform/http/routes';
import { nothing, pageOf } from '@platform/http/wire-shapes';
import { idQuery } from '@services/log/log-id.schemas';
import { consoleErrorRow } from '@services/log/error/console-error-row';
import { type ConsoleErrorBatch, consoleErrorBatch } from '@services/log/error/console-error.schemas';
import { apiLogList, errorLogList, usualLogList } from '@services/log/log-columns';
import { LogStore } from '@services/log/log-store';
import { apiLogRecord, errorLogRecord, usualLogRecord } from '@services/log/log.wire';

const logNotFound = '日志不存在';

/**
 * blade-log: the API, error and usual logs, newest first within the caller's tenant (every
 * tenant's for the platform), and the console's errors posted to the error log.
 */
@ApiTags('blade-log')
@Controller('blade-log')
export class LogController {
  constructor(private readonly logs: LogStore) {}

  @Reads(
    'api/list',
    'log_api_view',
    'API calls newest first: who, method, URL, redacted params, status, time',
  )
  @Answers(pageOf(apiLogRecord))
  apiList(@ListQuery(apiLogList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.logs.apiLogs.page(caller.tenantId, list);
  }

  @Reads('api/detail', 'log_api_view', 'One API call')
  @Answers(apiLogRecord)
  apiDetail(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return found(this.logs.apiLogs.find(caller.tenantId, id));
  }

  @Reads('error/list', 'log_error_view', 'Server exceptions and console errors newest first')
  @Answers(pageOf(errorLogRecord))
  errorList(@ListQuery(errorLogList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.logs.errorLogs.page(caller.tenantId, list);
  }

  @Reads('error/detail', 'log_error_view', 'One error with its stack')
  @Answers(errorLogRecord)
  errorDetail(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return found(this.logs.errorLogs.find(caller.tenantId, id));
  }

  @Reads('usual/list', 'log_usual_view', 'Business messages of the services newest first')
  @Answers(pageOf(usualLogRecord))
  usualList(@ListQuery(usualLogList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.logs.usualLogs.page(caller.tenantId, list);
  }

  @Reads('usual/detail', 'log_usual_view', 'One business message')
  @Answers(usualLogRecord)
  usualDetail(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return found(this.logs.usualLogs.find(caller.tenantId, id));
  }

  // Any signed-in user: the console posts the errors its own pages met, whoever uses them.
  @Post('error/console-submit')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: "The console's error log entries (type, message, stack, info, url, time), 50 at most",
  })
  @Answers(nothing)
  consoleSubmit(
    @BodyParams(consoleErrorBatch) { errors }: ConsoleErrorBatch,
    @Caller() caller: RequestContext,
  ) {
    for (const entry of errors) this.logs.appendError(consoleErrorRow(entry, caller));
    return {};
  }
}

async function found<Row>(row: Promise<Row | undefined>): Promise<Row> {
  const record = await row;
  if (!record) throw new NotFoundError(logNotFound);
  return record;
}
