import { Injectable } from '@nestjs/common';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError, ValidationError } from '@platform/errors/domain-errors';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import { recordNotFound } from '@platform/resource-registry/resource.decider';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { ResourceRepository, type WireRecord } from '@platform/resource-registry/resource.repository';
import { DatasourceConnections } from '@services/develop/datasource/datasource-connections';
import type { TableColumn } from '@services/develop/datasource/table-catalog';
import { prototypesOf } from '@services/develop/model/model-prototype';
import type { FieldPrototype } from '@services/develop/model/model.wire';
import { modelResource } from '@services/develop/model/model.resource';

export const tableMissing = '数据表不存在';

/** A model, the columns its table has now, and its fields (as saved, or as the table offers them). */
export interface ModelTable {
  model: WireRecord;
  columns: TableColumn[];
  prototypes: FieldPrototype[];
}

/** Reads a model's table through its data source, and saves the fields edited from it. */
@Injectable()
export class ModelPrototypes {
  constructor(
    private readonly records: ResourceRepository,
    private readonly handlers: ResourceHandlers,
    private readonly connections: DatasourceConnections,
  ) {}

  async columnsOf(datasourceId: string, tableName: string): Promise<TableColumn[]> {
    const columns = await this.connections.withCatalog(datasourceId, (catalog) => catalog.columns(tableName));
    if (columns.length === 0) throw new NotFoundError(tableMissing);
    return columns;
  }

  async tableOf(modelId: string): Promise<ModelTable> {
    const model = await this.records.detail(modelResource, platformTenantId, modelId);
    if (!model) throw new NotFoundError(recordNotFound);
    const columns = await this.columnsOf(String(model.datasourceId), String(model.modelTable));
    const saved = model.prototype ? (JSON.parse(String(model.prototype)) as FieldPrototype[]) : undefined;
    return { model, columns, prototypes: saved ?? prototypesOf(columns) };
  }

  async save(
    modelId: string,
    prototypes: FieldPrototype[],
    caller: RequestContext,
  ): Promise<FieldPrototype[]> {
    const { columns } = await this.tableOf(modelId);
    const missing = prototypes.find((field) => !columns.some((column) => column.name === field.jdbcName));
    if (missing) throw new ValidationError(`数据表没有列 ${missing.jdbcName}`);
    await this.handlers.submit(modelResource, modelId, { prototype: JSON.stringify(prototypes) }, caller);
    return prototypes;
  }
}
