import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { withMessage } from '@platform/http/envelope';
import { BodyParams, Caller, Params } from '@platform/http/request-params';
import { Writes } from '@platform/http/routes';
import { nothing } from '@platform/http/wire-shapes';
import { resourceAnswers } from '@platform/resource-registry/resource-answers';
import { DatasourceConnections } from '@services/develop/datasource/datasource-connections';
import { DatasourceHandlers } from '@services/develop/datasource/datasource.handlers';
import { datasourceResource } from '@services/develop/datasource/datasource.resource';
import {
  type DatasourceForm,
  datasourceForm,
  type DatasourceIdQuery,
  datasourceIdQuery,
} from '@services/develop/datasource/datasource.schemas';
import { assertPlatformStaff } from '@services/develop/platform-tools';

/** The connection succeeded: said in the envelope's message, which the console shows. */
const connected = '连接成功';

/**
 * blade-develop/datasource calls beyond the generic ones (list, detail, select, remove come
 * from datasource.resource.ts): submit, which seals the password, and the connection test.
 */
@ApiTags('blade-develop')
@Controller('blade-develop/datasource')
export class DatasourceController {
  constructor(
    private readonly handlers: DatasourceHandlers,
    private readonly connections: DatasourceConnections,
  ) {}

  @Writes('submit', datasourceResource.permissions.add, '数据源管理: 新增或修改（密码加密保存，不再返回）')
  @Answers(resourceAnswers(datasourceResource).submit)
  async submit(
    @BodyParams(datasourceForm) { id, ...values }: DatasourceForm,
    @Caller() caller: RequestContext,
  ) {
    assertPlatformStaff(caller);
    return this.handlers.submit(id, values, caller);
  }

  @Writes('test', datasourceResource.permissions.edit, '数据源管理: 测试连接（失败时返回驱动的原因）')
  @Answers(nothing)
  async test(@Params(datasourceIdQuery) { id }: DatasourceIdQuery, @Caller() caller: RequestContext) {
    assertPlatformStaff(caller);
    await this.connections.withCatalog(id, (catalog) => catalog.tables());
    return withMessage({}, connected);
  }
}
