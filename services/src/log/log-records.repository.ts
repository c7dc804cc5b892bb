import { type Insertable, type Kysely, type SelectExpression, type Selection, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { matchesFilters } from '@platform/database/list-query';
import { readPage } from '@platform/database/read-page';
import type { ListRequest } from '@platform/http/list-request';
import type { Page } from '@platform/http/paging';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import type { LogTable } from '@services/log/log.tables';

/**
 * One log table: rows appended in batches, read newest first, pruned by age. A tenant reads
 * its own rows; the platform's staff (tenant 000000) read every tenant's. Reads go through the
 * connection that reads as the request's tenant, so row-level security is the second wall behind
 * the query's own filter, as for every other list.
 */
export class LogRecords<Table extends LogTable, Column extends SelectExpression<Database, Table>> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly reads: Kysely<Database>,
    private readonly table: Table,
    private readonly columns: readonly Column[],
  ) {}

  async append(rows: readonly Insertable<Database[Table]>[]): Promise<void> {
    if (rows.length > 0)
      await this.db
        .insertInto(this.table as LogTable)
        .values(rows as never)
        .execute();
  }

  page(
    tenantId: string,
    { paging, filters }: ListRequest,
  ): Promise<Page<Selection<Database, Table, Column>>> {
    const filtered = this.visibleTo(tenantId).where(matchesFilters(filters));
    const ordered = filtered
      .select(this.columns as never)
      .$castTo<Selection<Database, Table, Column>>()
      .orderBy(sql.ref('create_time'), 'desc')
      .orderBy(sql.ref('id'), 'desc');
    return readPage(filtered, ordered, paging);
  }

  find(tenantId: string, id: string): Promise<Selection<Database, Table, Column> | undefined> {
    return this.visibleTo(tenantId)
      .where(sql.ref('id'), '=', id)
      .select(this.columns as never)
      .$castTo<Selection<Database, Table, Column>>()
      .executeTakeFirst();
  }

  /** Removes the rows written before `cutoff`; answers how many. */
  async pruneBefore(cutoff: Date): Promise<number> {
    const result = await this.db
      .deleteFrom(this.table as LogTable)
      .where('create_time', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  // The table is generic here, so its columns are named by reference rather than checked.
  private visibleTo(tenantId: string) {
    const rows = this.reads.selectFrom(this.table as LogTable);
    return tenantId === platformTenantId ? rows : rows.where(sql.ref('tenant_id'), '=', tenantId);
  }
}
