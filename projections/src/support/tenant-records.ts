import {
  type CompiledQuery,
  type Expression,
  type Kysely,
  type SelectExpression,
  type Selection,
  sql,
  type SqlBool,
} from 'kysely';
import type { Database } from '@infra/schema/database';
import { matchesFilters } from '@platform/database/list-query';
import { readPage } from '@platform/database/read-page';
import { keptRowCount } from '@platform/database/tenant-row-count';
import type { ListRequest } from '@platform/http/list-request';
import type { Page } from '@platform/http/paging';

/** The tables of records a tenant owns: keyed by id, with their creation time. */
type RecordTable = {
  [Table in keyof Database]: Database[Table] extends { id: unknown; tenant_id: unknown; create_time: unknown }
    ? Table
    : never;
}[keyof Database];

const everyRow = sql<SqlBool>`true`;

/** What a record's read is compiled with in place of its two values, swapped at each read. */
const tenantMarker = '\u0000tenant';
const idMarker = '\u0000id';

/**
 * The two reads every list of event-sourced records answers (goods, moulds, audit
 * configurations, orders, deposits, ...): a page newest first and one record by id, both within one tenant and with
 * the same columns. A read model's queries extend it with its table and its columns.
 */
export class TenantRecords<Table extends RecordTable, Column extends SelectExpression<Database, Table>> {
  constructor(
    protected readonly db: Kysely<Database>,
    private readonly table: Table,
    private readonly columns: readonly Column[],
  ) {}

  /** Newest first; `where` is a condition of the read model's own, ANDed to the filters. */
  page(
    tenantId: string,
    { paging, filters }: ListRequest,
    where: Expression<SqlBool> = everyRow,
  ): Promise<Page<Selection<Database, Table, Column>>> {
    const filtered = this.ofTenant(tenantId).where(where).where(matchesFilters(filters));
    // Each table of records keeps its count (migration 0065), the total of an unfiltered list.
    const everyRecord = where === everyRow && filters.length === 0;
    const ordered = filtered
      .select(this.columns as never)
      .$castTo<Selection<Database, Table, Column>>()
      .orderBy(sql.ref('create_time'), 'desc')
      .orderBy(sql.ref('id'), 'desc');
    return readPage(everyRecord ? keptRowCount(this.db, this.table, tenantId) : filtered, ordered, paging);
  }

  /**
   * Compiled once: every write answers its record through this read, and building and compiling
   * the query cost the process more than PostgreSQL's read by key.
   */
  private recordRead: CompiledQuery<Selection<Database, Table, Column>> | undefined;

  async findRecord(tenantId: string, id: string): Promise<Selection<Database, Table, Column> | undefined> {
    this.recordRead ??= this.ofTenant(tenantMarker)
      .where(sql.ref('id'), '=', idMarker)
      .select(this.columns as never)
      .$castTo<Selection<Database, Table, Column>>()
      .compile();
    const parameters = this.recordRead.parameters.map((value) =>
      value === tenantMarker ? tenantId : value === idMarker ? id : value,
    );
    const { rows } = await this.db.executeQuery<Selection<Database, Table, Column>>({
      ...this.recordRead,
      parameters,
    });
    return rows[0];
  }

  /**
   * An export's rows: the list's filters, in id order after `afterId` (a keyset cursor, so each
   * batch is one index range however far the export has got).
   */
  batchAfter(
    tenantId: string,
    filters: ListRequest['filters'],
    afterId: string,
    limit: number,
  ): Promise<Array<Selection<Database, Table, Column>>> {
    const rows = this.ofTenant(tenantId)
      .where(matchesFilters(filters))
      .where(sql.ref('id'), '>', afterId)
      .select(this.columns as never)
      .orderBy(sql.ref('id'))
      .limit(limit)
      .execute();
    return rows as Promise<never>;
  }

  /** How many rows the list's filters select: an export's total, for its progress. */
  async count(tenantId: string, filters: ListRequest['filters']): Promise<number> {
    const { total } = await this.ofTenant(tenantId)
      .where(matchesFilters(filters))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  }

  // The table is generic here, so its columns are named by reference rather than checked.
  private ofTenant(tenantId: string) {
    return this.db.selectFrom(this.table as RecordTable).where(sql.ref('tenant_id'), '=', tenantId);
  }
}
