import type { SelectQueryBuilder } from 'kysely';
import { type Page, type PageQuery, toPage } from '@platform/http/paging';

/**
 * One page of a list read: the total and the page's rows, read side by side. The total is the
 * count of every row `counted` matches, or a count already known (keptRowCount, for an
 * unfiltered list). `ordered` is the filtered rows with their columns and an order that ends on a
 * unique column, so that paging never repeats or skips a row.
 */
export async function readPage<DB, TB extends keyof DB, O, RowDB, RowTB extends keyof RowDB, Row>(
  counted: SelectQueryBuilder<DB, TB, O> | Promise<number>,
  ordered: SelectQueryBuilder<RowDB, RowTB, Row>,
  paging: PageQuery,
): Promise<Page<Row>> {
  const [total, rows] = await Promise.all([
    counted instanceof Promise ? counted : countOf(counted),
    ordered
      .limit(paging.size)
      .offset((paging.current - 1) * paging.size)
      .execute(),
  ]);
  return toPage(rows, total, paging);
}

async function countOf<DB, TB extends keyof DB, O>(filtered: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const count = await filtered
    .select((eb) => eb.fn.countAll<string>().as('total'))
    // The table types are generic here, so the count's row type is named rather than inferred.
    .$castTo<{ total: string }>()
    .executeTakeFirstOrThrow();
  return Number(count.total);
}
