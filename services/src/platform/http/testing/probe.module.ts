import { BodyParams, QueryParams } from '@platform/http/request-params';
import {
  Controller,
  ForbiddenException,
  Get,
  Module,
  type OnModuleInit,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { currentRequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { WrongExpectedRevisionError } from '@platform/event-store/event-store.port';
import { z } from 'zod';
import { Answers } from '../answers';
import { withMessage } from '../envelope';
import { parseFilters } from '../filters';
import { idListSchema } from '../id-schemas';
import { pageQuery, type PageQuery, toPage } from '../paging';
import { RawResponse } from '../raw-response.decorator';
import { parseSort } from '../sorting';

/**
 * A throwaway controller for the HTTP specs: one route per convention of WIRE.md. Not part of
 * any application module.
 */
export const paramSchema = z.object({
  paramName: z.string({ error: '请输入参数名称' }).min(1, '请输入参数名称'),
  paramKey: z.string({ error: '请输入参数键名' }).min(1, '请输入参数键名'),
  paramValue: z.string({ error: '请输入参数键值' }),
});

/** Bodies that reached a handler: proves that invalid input never does. */
export const acceptedParams: unknown[] = [];

const pause = () => new Promise((resolve) => setTimeout(resolve, 2));

@Controller('probe')
export class ProbeController {
  @Get('echo')
  echo() {
    return { name: '健身卡', createTime: new Date('2025-03-01T16:05:09Z'), revision: 2n ** 63n - 1n };
  }

  @Get('nothing')
  nothing(): void {}

  @Get('named/:name')
  named(@Param('name') name: string) {
    return { name };
  }

  @Post('remove')
  remove(@QueryParams(z.object({ ids: idListSchema })) query: { ids: string[] }) {
    return withMessage(query.ids, '删除成功');
  }

  /** Declares one field and answers two: what the test app's answer check refuses. */
  @Get('undeclared')
  @Answers(z.strictObject({ name: z.string() }))
  undeclared() {
    return { name: '健身卡', secret: 'not documented' };
  }

  @Post('token')
  @RawResponse()
  token() {
    return { access_token: 'token', token_type: 'bearer', expires_in: 3600 };
  }

  @Post('params')
  submitParam(@BodyParams(paramSchema) param: z.output<typeof paramSchema>) {
    acceptedParams.push(param);
    return param;
  }

  @Get('list')
  list(@QueryParams(pageQuery) page: PageQuery, @Query() query: Record<string, unknown>) {
    const filters = parseFilters(query, { filterable: { name: 'text', status: 'number' } });
    const sort = parseSort(query, ['name']);
    return toPage([{ filters, sort }], 21, page);
  }

  @Get('boom')
  boom(): never {
    throw new Error('SELECT secret FROM x');
  }

  @Post('conflict')
  conflict(): never {
    throw new WrongExpectedRevisionError('param-1', 3n, 4n);
  }

  @Get('missing')
  missing(): never {
    throw new NotFoundError('参数不存在');
  }

  @Get('zod')
  zod() {
    return paramSchema.parse({ paramName: '名称' });
  }

  @Get('nest-forbidden')
  nestForbidden(): never {
    throw new ForbiddenException('Forbidden resource (guard internals)');
  }

  // Read after an await and, for POST, after the body was parsed: the context must survive both.
  @Get('context')
  async context() {
    await pause();
    return currentRequestContext();
  }

  @Post('context')
  async contextAfterBody(@BodyParams(z.object({ note: z.string() })) body: { note: string }) {
    await pause();
    return { ...currentRequestContext(), note: body.note };
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule implements OnModuleInit {
  constructor(private readonly host: HttpAdapterHost) {}

  /**
   * Joins a plugin during init, as blade-resource joins multipart: Fastify then builds the
   * routes declared so far, with the error handler of that moment.
   */
  async onModuleInit(): Promise<void> {
    await this.host.httpAdapter.getInstance<FastifyInstance>().register(async () => {});
  }
}
