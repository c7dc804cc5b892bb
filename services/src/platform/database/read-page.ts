import type { SelectQueryBuilder } from 'kysely';
import { type Page, type PageQuery, toPage } from '@platform/http/paging';

/**
 * One page of a list read: the count of every row `filtered` matches and the page's rows, read
 * side by side. `ordered` is `filtered` with its columns and an order that ends on a unique
 * column, so that paging never repeats or skips a row.
 */
export async function readPage<DB, TB extends keyof DB, O, RowDB, RowTB extends keyof RowDB, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  ordered: SelectQueryBuilder<RowDB, RowTB, Row>,
  paging: PageQuery,
): Promise<Page<Row>> {
  const [count, rows] = await Promise.all([
    filtered
      .select((eb) => eb.fn.countAll<string>().as('total'))
      // The table types are generic here, so the count's row type is named rather than inferred.
      .$castTo<{ total: string }>()
      .executeTakeFirstOrThrow(),
    ordered
      .limit(paging.size)
      .offset((paging.current - 1) * paging.size)
      .execute(),
  ]);
  return toPage(rows, Number(count.total), paging);
}
