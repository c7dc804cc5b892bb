import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { getWireTimeZone } from '@platform/http/wire-dates';
import {
  type ReportDimension,
  type ReportMeasure,
  type ReportRow,
  type ReportSource,
  reportGroupLimit,
} from '@services/report/report-run/report-run.wire';

/** A group's key and the name it is shown by. */
interface Grouping {
  key: RawBuilder<unknown>;
  name: RawBuilder<unknown>;
}

/** How one source is read: its rows joined to what names their groups, its local day, its amount. */
interface SourceSql {
  rows: RawBuilder<unknown>;
  day: RawBuilder<unknown>;
  amount?: RawBuilder<unknown>;
  merchant?: Grouping;
  category?: Grouping;
}

const localDay = (column: string) => sql`(${sql.ref(column)} AT TIME ZONE ${getWireTimeZone()})::date`;
const named = (id: string, name: string): Grouping => ({
  key: sql`${sql.ref(id)}::text`,
  name: sql`coalesce(${sql.ref(name)}, ${sql.ref(id)}::text)`,
});

// Joins keep to the row's tenant, so a name is never read from another tenant's record.
const sources: Record<ReportSource, () => SourceSql> = {
  merchant: () => ({
    rows: sql`prepaid_merchant t
      LEFT JOIN prepaid_merchant_category c ON c.id = t.industry_category AND c.tenant_id = t.tenant_id`,
    day: localDay('t.create_time'),
    category: named('t.industry_category', 'c.industry_category'),
  }),
  goods: () => ({
    rows: sql`prepaid_goods t
      LEFT JOIN prepaid_merchant m ON m.id = t.merchant_id AND m.tenant_id = t.tenant_id
      LEFT JOIN prepaid_merchant_category c ON c.id = t.industry_category_id AND c.tenant_id = t.tenant_id`,
    day: localDay('t.create_time'),
    merchant: named('t.merchant_id', 'm.merchant_name'),
    category: named('t.industry_category_id', 'c.industry_category'),
  }),
  order: () => ({
    rows: sql`prepaid_order_info t
      LEFT JOIN prepaid_merchant m ON m.id = t.merchant_id AND m.tenant_id = t.tenant_id`,
    day: localDay('t.create_time'),
    amount: sql.ref('t.trade_amount'),
    merchant: named('t.merchant_id', 'm.merchant_name'),
  }),
  // A deposit counts on the bank's value date, the day the money arrived.
  deposit: () => ({
    rows: sql`prepaid_order_depository t`,
    day: sql.ref('t.value_date'),
    amount: sql.ref('t.amount'),
  }),
  consume: () => ({
    rows: sql`prepaid_order_consume t
      JOIN prepaid_order_info o ON o.id = t.order_id AND o.tenant_id = t.tenant_id
      LEFT JOIN prepaid_merchant m ON m.id = o.merchant_id AND m.tenant_id = t.tenant_id`,
    day: localDay('t.create_time'),
    amount: sql.ref('t.consume_amount'),
    merchant: named('o.merchant_id', 'm.merchant_name'),
  }),
};

export interface ReportQuery {
  source: ReportSource;
  dimension: ReportDimension;
  measure: ReportMeasure;
  /** Local days, both included: yyyy-MM-dd. */
  from: string;
  to: string;
}

/** A saved definition, as the run needs it. */
export interface ReportDefinition {
  id: string;
  name: string;
  source: ReportSource;
  dimension: ReportDimension;
  measure: ReportMeasure;
  chartType: string;
}

/** Reads of the read models a report definition names, grouped and measured, within one tenant. */
export class ReportRunQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async definition(tenantId: string, id: string): Promise<ReportDefinition | undefined> {
    const row = await this.db
      .selectFrom('blade_report')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .select(['id', 'name', 'source', 'dimension', 'measure', 'chart_type as chartType'])
      .executeTakeFirst();
    return row as ReportDefinition | undefined;
  }

  /** The names the system dictionary `code` gives `keys` (a report's headings are its dictionaries' words). */
  async dictionaryNames(code: string, keys: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('blade_dict')
      .where('code', '=', code)
      .where('parent_id', '<>', '0')
      .where('dict_key', 'in', keys)
      .select(['dict_key as key', 'dict_value as name'])
      .execute();
    return new Map(rows.map((row) => [row.key ?? '', row.name]));
  }

  /** The groups in the dimension's order (days and months ascending, others largest first). */
  async groups(tenantId: string, query: ReportQuery): Promise<{ rows: ReportRow[]; truncated: boolean }> {
    const source = sources[query.source]();
    const grouping = groupingOf(source, query.dimension);
    const measured = query.measure === 'count' ? sql`count(*)` : sql`coalesce(sum(${source.amount}), 0)`;
    const value =
      query.measure === 'count' ? sql`${measured}::text` : sql`to_char(${measured}, 'FM9999999999999990.00')`;
    const byTime = query.dimension === 'day' || query.dimension === 'month';
    const { rows } = await sql<ReportRow>`
      SELECT ${grouping.key} AS key, min(${grouping.name}) AS name, ${value} AS value
      FROM ${source.rows}
      WHERE t.tenant_id = ${tenantId}
        AND ${source.day} BETWEEN ${query.from}::date AND ${query.to}::date
      GROUP BY 1
      ORDER BY ${byTime ? sql`1` : sql`${measured} DESC, 1`}
      LIMIT ${reportGroupLimit + 1}`.execute(this.db);
    return { rows: rows.slice(0, reportGroupLimit), truncated: rows.length > reportGroupLimit };
  }
}

function groupingOf(source: SourceSql, dimension: ReportDimension): Grouping {
  if (dimension === 'day' || dimension === 'month') {
    const text = sql`to_char(${source.day}, ${dimension === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'})`;
    return { key: text, name: text };
  }
  const grouping = source[dimension];
  // The definition's check refused this combination before it was saved.
  if (!grouping) throw new Error(`a ${dimension} dimension is not offered by this source`);
  return grouping;
}
