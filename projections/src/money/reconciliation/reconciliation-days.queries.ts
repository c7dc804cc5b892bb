import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { matchesFilters } from '@platform/database/list-query';
import { readPage } from '@platform/database/read-page';
import type { ListRequest, ListSpec } from '@platform/http/list-request';
import type { Page } from '@platform/http/paging';
import type { ReconciliationDay } from '@services/money/reconciliation/reconciliation.wire';

/** orderInfo/reconciliation/days: by day (yyyy-MM-dd, compared as such). */
export const reconciliationDayList: ListSpec = { filterable: { reconDate: 'code' } };

/**
 * The reconciled days as a tenant sees them: its own figures of each day (what matched, by kind,
 * and how many differences), newest first. The statement's figures are on the platform's rows
 * only: the supervised account is the platform's.
 */
export class ReconciliationDaysQueries {
  constructor(private readonly db: Kysely<Database>) {}

  page(tenantId: string, { paging, filters }: ListRequest): Promise<Page<ReconciliationDay>> {
    const filtered = this.db
      .selectFrom('prepaid_reconciliation_day_figures')
      .where('tenant_id', '=', tenantId)
      .where(matchesFilters(filters));
    const money = (column: string) => sql<string | null>`${sql.ref(column)}::text`;
    const ordered = filtered
      .select([
        sql<string>`recon_date::text`.as('id'),
        sql<string>`recon_date::text`.as('reconDate'),
        'statement_lines as statementLines',
        money('opening_balance').as('openingBalance'),
        money('closing_balance').as('closingBalance'),
        money('bank_net').as('bankNet'),
        money('our_net').as('ourNet'),
        'charge_count as chargeCount',
        sql<string>`charge_amount::text`.as('chargeAmount'),
        'transfer_count as transferCount',
        sql<string>`transfer_amount::text`.as('transferAmount'),
        'refund_count as refundCount',
        sql<string>`refund_amount::text`.as('refundAmount'),
        'difference_count as differenceCount',
      ])
      .orderBy('recon_date', 'desc');
    return readPage(filtered, ordered, paging);
  }
}
