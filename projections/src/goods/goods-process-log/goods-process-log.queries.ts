import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import { matchesFilters } from '@platform/database/list-query';
import { readPage } from '@platform/database/read-page';
import type { ListRequest, ListSpec } from '@platform/http/list-request';
import { auditSelection } from '@projections/support/audit-selection';

/** goodsProcessLog/page and goods/selectGoodsProcessPage: what they may filter on. */
export const goodsProcessLogList: ListSpec = {
  filterable: {
    goodsId: 'id',
    goodsName: 'text',
    step: 'code',
    result: 'text',
    operator: 'text',
    createTime: 'date',
  },
};
/** Each filter's column: the entry's (l), but the goods name, which is its item's (g). */
const filterColumns: Record<string, string> = {
  goodsId: 'l.goods_id',
  goodsName: 'g.goods_name',
  step: 'l.step',
  result: 'l.result',
  operator: 'l.operator_account',
  createTime: 'l.create_time',
};

const recordColumns = [
  'l.id',
  'l.tenant_id as tenantId',
  'l.goods_id as goodsId',
  'g.goods_name as goodsName',
  'l.step',
  'l.result',
  'l.comment',
  'l.operator_account as operator',
  ...auditSelection.map((column) => `l.${column}` as `l.${typeof column}`),
] as const;

/** Reads of the process log, always within one tenant; each entry names its goods item. */
export class GoodsProcessLogQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first. */
  page(tenantId: string, { paging, filters }: ListRequest) {
    const filtered = this.entries(tenantId).where(matchesFilters(filters, (field) => filterColumns[field]!));
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
