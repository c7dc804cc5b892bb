import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { BodyParams, Caller, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { DatasourceConnections } from '@services/develop/datasource/datasource-connections';
import { ModelPrototypes } from '@services/develop/model/model-prototypes';
import { modelResource } from '@services/develop/model/model.resource';
import {
  type ModelIdQuery,
  modelIdQuery,
  type PrototypeListForm,
  prototypeListForm,
  type TableInfoQuery,
  tableInfoQuery,
  type TableListQuery,
  tableListQuery,
} from '@services/develop/model/model.schemas';
import { prototypeList, tableInfo, tableList } from '@services/develop/model/model.wire';
import { assertPlatformStaff } from '@services/develop/platform-tools';

const { view, edit } = modelResource.permissions;

/**
 * blade-develop/model calls beyond the generic ones (list, detail, select, submit, remove from
 * model.resource.ts): the tables and columns of a data source, and a model's fields.
 */
@ApiTags('blade-develop')
@Controller('blade-develop/model')
export class ModelController {
  constructor(
    private readonly connections: DatasourceConnections,
    private readonly prototypes: ModelPrototypes,
  ) {}

  @Reads('table-list', view, '数据模型: 数据源的表')
  @Answers(tableList)
  tableList(@QueryParams(tableListQuery) { datasourceId }: TableListQuery, @Caller() caller: RequestContext) {
    assertPlatformStaff(caller);
    return this.connections.withCatalog(datasourceId, (catalog) => catalog.tables());
  }

  @Reads('table-info', view, '数据模型: 表的列（information_schema）')
  @Answers(tableInfo)
  tableInfo(@QueryParams(tableInfoQuery) query: TableInfoQuery, @Caller() caller: RequestContext) {
    assertPlatformStaff(caller);
    return this.prototypes.columnsOf(query.datasourceId, query.tableName);
  }

  @Reads('model-prototype', view, '数据模型: 字段配置（未保存时由表的列得出）')
  @Answers(prototypeList)
  async modelPrototype(
    @QueryParams(modelIdQuery) { modelId }: ModelIdQuery,
    @Caller() caller: RequestContext,
  ) {
    assertPlatformStaff(caller);
    return (await this.prototypes.tableOf(modelId)).prototypes;
  }

  @Writes('submit-list', [edit, 'model_prototype'], '数据模型: 保存字段配置')
  @Answers(prototypeList)
  submitList(@BodyParams(prototypeListForm) form: PrototypeListForm, @Caller() caller: RequestContext) {
    assertPlatformStaff(caller);
    return this.prototypes.save(form.modelId, form.prototypes, caller);
  }
}
