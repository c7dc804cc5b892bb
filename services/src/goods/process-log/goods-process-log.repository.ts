import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import { readPage } from '@platform/database/read-page';
import type { FilterCondition, FilterableFields } from '@platform/http/filters';
import type { PageQuery } from '@platform/http/paging';
import { auditColumns, filterConditions } from '@services/goods/goods-sql.repository';

/** What goodsProcessLog/page and goods/selectGoodsProcessPage may filter on. */
export const processLogFilterable: FilterableFields = {
  goodsId: 'id',
  goodsName: 'text',
  step: 'code',
  result: 'text',
  operator: 'text',
  createTime: 'date',
};
const filterColumns: Record<keyof typeof processLogFilterable, string> = {
  goodsId: 'l.goods_id',
  goodsName: 'g.goods_name',
  step: 'l.step',
  result: 'l.result',
  operator: 'l.operator_account',
  createTime: 'l.create_time',
};

/** Reads of the process log, always within one tenant; each entry names its goods item. */
export class GoodsProcessLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async page(tenantId: string, paging: PageQuery, filters: readonly FilterCondition[]) {
    const filtered = this.entries(tenantId).where(filterConditions(filters, filterColumns));
    return readPage(
      filtered,
      filtered.select(recordColumns).orderBy('l.create_time', 'desc').orderBy('l.id', 'desc'),
      paging,
    );
  }

  findRecord(tenantId: string, id: string) {
    return this.entries(tenantId).where('l.id', '=', id).select(recordColumns).executeTakeFirst();
  }

  /** The goods item of each entry of the tenant; entries of no item of it are left out. */
  async goodsOf(tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('prepaid_goods_process_log')
      .select(['id', 'goods_id'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row.goods_id]));
  }

  private entries(tenantId: string) {
    return this.db
      .selectFrom('prepaid_goods_process_log as l')
      .leftJoin('prepaid_goods as g', (join) =>
        join.onRef('g.id', '=', 'l.goods_id').on('g.tenant_id', '=', tenantId),
      )
      .where('l.tenant_id', '=', tenantId);
  }
}

const recordColumns = [
  'l.id',
  'l.tenant_id as tenantId',
  'l.goods_id as goodsId',
  'g.goods_name as goodsName',
  'l.step',
  'l.result',
  'l.comment',
  'l.operator_account as operator',
  ...auditColumns.map((column) => `l.${column}` as `l.${typeof column}`),
] as const;
