import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import { recordNotFound } from '@platform/resource-registry/resource.decider';
import { ResourceRepository } from '@platform/resource-registry/resource.repository';
import { DatasourceSecrets } from '@services/develop/datasource/datasource-secret';
import { type DatasourceDriver, datasourceResource } from '@services/develop/datasource/datasource.resource';
import { openMysqlCatalog } from '@services/develop/datasource/mysql-catalog';
import { openPostgresCatalog } from '@services/develop/datasource/postgres-catalog';
import type { ConnectionSettings, TableCatalog } from '@services/develop/datasource/table-catalog';

const openers: Record<DatasourceDriver, (settings: ConnectionSettings) => Promise<TableCatalog>> = {
  postgresql: openPostgresCatalog,
  mysql: openMysqlCatalog,
};

/**
 * Connections to the data sources, opened for one piece of work and closed after it: a test of
 * the connection, or a read of its tables. The caller waits for the answer, and a source that
 * cannot be reached is the answer (the driver's own words), so they run in the request,
 * bounded by catalogTimeoutMs.
 */
@Injectable()
export class DatasourceConnections {
  constructor(
    private readonly records: ResourceRepository,
    @Inject(DatasourceSecrets) private readonly secrets: DatasourceSecrets,
  ) {}

  async withCatalog<T>(datasourceId: string, work: (catalog: TableCatalog) => Promise<T>): Promise<T> {
    const settings = await this.settingsOf(datasourceId);
    const catalog = await openers[settings.driver](settings).catch((error: unknown) => {
      throw new RefusedError(`连接失败：${messageOf(error)}`);
    });
    try {
      return await work(catalog).catch((error: unknown) => {
        throw new RefusedError(`读取数据源失败：${messageOf(error)}`);
      });
    } finally {
      await catalog.close().catch(() => undefined);
    }
  }

  private async settingsOf(id: string): Promise<ConnectionSettings> {
    const record = await this.records.detail(datasourceResource, platformTenantId, id);
    if (!record) throw new NotFoundError(recordNotFound);
    const text = (name: string) => (record[name] === null ? null : String(record[name]));
    const sealed = text('password');
    return {
      driver: record.driver as DatasourceDriver,
      url: text('url'),
      host: text('host'),
      port: record.port === null ? null : Number(record.port),
      databaseName: text('databaseName'),
      username: text('username'),
      password: sealed && this.secrets.open(sealed),
    };
  }
}

/** What the driver said; an AggregateError (every address refused) says it in its parts. */
function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return messageOf(error.errors[0]);
  const message = error instanceof Error ? error.message : String(error);
  return message || (error as { code?: string }).code || 'unknown error';
}
