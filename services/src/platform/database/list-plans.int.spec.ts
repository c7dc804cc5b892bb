import { CompiledQuery, type Kysely, type LogEvent, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { migrateToLatest } from '@infra/migrations/migrate';
import { runWithRequestContext, type RequestContext } from '@platform/context/request-context';
import { openPostgres, type SqlDatabase } from '@platform/database/database';
import { openTenantReads } from '@platform/database/tenant-reads';
import type { ListRequest } from '@platform/http/list-request';
import { ResourceRepository } from '@platform/resource-registry/resource.repository';
import { planSteps, queryPlan } from '@platform/database/testing/query-plans';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { GoodsQueries } from '@projections/goods/goods/goods.queries';
import { GoodsMouldQueries } from '@projections/goods/goods-mould/goods-mould.queries';
import { BankVerifyQueries } from '@projections/merchant/bank-verify/bank-verify.queries';
import { MerchantQueries } from '@projections/merchant/merchant/merchant.queries';
import { CutPaymentQueries } from '@projections/money/cut-payment/cut-payment.queries';
import { OrderQueries } from '@projections/money/order/order.queries';
import { UserQueries } from '@projections/user/user/user.queries';
import { contexts } from '@services/contexts';
import { paramResource } from '@services/system/param/param.resource';

/** Collects the queries a Kysely handle runs, through its `log` option. */
function queryRecorder(): { log: (event: LogEvent) => void; take: () => CompiledQuery[] } {
  let recorded: CompiledQuery[] = [];
  return {
    log: (event) => recorded.push(event.query),
    take: () => {
      const taken = recorded;
      recorded = [];
      return taken;
    },
  };
}

const tenantA = '000042';
const tenantB = '100001';
const rowsPerTenant = 10_000;
const firstPage: ListRequest = { paging: { current: 1, size: 10 }, filters: [], sorts: [] };

const asTenant = <T>(tenantId: string, work: () => Promise<T>): Promise<T> =>
  runWithRequestContext(
    { requestId: 'r', tenantId, userId: '1', roleIds: [] } as unknown as RequestContext,
    work,
  );

/** `columns` of rows numbered 1..2×rowsPerTenant, alternating between the two tenants. */
const fill = (db: Kysely<Database>, table: string, columns: string, values: string) =>
  sql
    .raw(
      `INSERT INTO ${table} (id, tenant_id, create_time, update_time, ${columns})
       SELECT i, CASE WHEN i % 2 = 0 THEN '${tenantA}' ELSE '${tenantB}' END,
              now() - i * interval '1 minute', now(), ${values}
         FROM generate_series(1, ${2 * rowsPerTenant}) AS i`,
    )
    .execute(db);

/**
 * Page 1 of a list, read as a tenant through row-level security, is served by an index in the
 * list's order (no sequential scan, no sort of the tenant's rows), and the total of the
 * unfiltered list is read without touching the table.
 */
describe('list plans on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let database: SqlDatabase;
  let reads: Kysely<Database>;
  const recorder = queryRecorder();

  beforeAll(async () => {
    scratch = await createScratchDatabase('list_plans');
    database = openPostgres(scratch.url, 2);
    const migrations = Object.assign({}, ...contexts.map((context) => context.migrations ?? {}));
    await migrateToLatest(database.db, migrations, { rowSecurity: true });
    await fill(database.db, 'blade_param', 'param_name, param_key, param_value', `'n' || i, 'k' || i, 'v'`);
    await fill(
      database.db,
      'blade_user',
      'account, name, real_name, password_hash',
      `'u' || i, 'u', 'u', 'x'`,
    );
    await fill(
      database.db,
      'prepaid_merchant',
      `merchant_name, credit_code, legal_person, contact_name, phone, address, industry_category,
       supervise_bank_id, bank_account_name, bank_account_no, bank_name`,
      `'m' || i, 'c' || i, 'p', 'p', '1', 'a', i % 7, i % 5, 'b', '1', 'b'`,
    );
    await fill(
      database.db,
      'prepaid_goods_mould',
      'mould_name, industry_id, industry_main_id',
      `'m' || i, i % 7, 1`,
    );
    // A merchant belongs to one tenant: an even merchant's orders, goods and cut-payments are all
    // tenant A's.
    await fill(
      database.db,
      'prepaid_order_info',
      `merchant_id, goods_id, payment_no, card_id, card_no, buyer_name, trade_amount, provision_ratio,
       paid_amount, frozen_amount, provision_amount, consumed_amount`,
      `i % 14, i, 'P' || i, i, 'C' || i, 'b', 100, 1000, 0, 0, 0, 0`,
    );
    await fill(
      database.db,
      'prepaid_goods',
      'merchant_id, industry_category_id, goods_name, price, original_price, validity_days, stock',
      `i % 14, 1, 'g' || i, 10, 10, 30, 1`,
    );
    // Two orders in three charged: each charge names its order (the same id, so the same tenant).
    await fill(
      database.db,
      'prepaid_order_depository',
      'bank_serial, payment_no, account_no, payer_name, amount, value_date, order_id',
      `'S' || i, 'P' || i, '1', 'b', 100, current_date, CASE WHEN i % 3 = 0 THEN NULL ELSE i END`,
    );
    // Every third merchant has asked for its verification (the row is keyed by the merchant).
    await sql`
      INSERT INTO prepaid_merchant_bank_verify (merchant_id, tenant_id, status, request_id, account_name,
        account_no, bank_name, attempts_left, requested_time, update_time)
      SELECT id, tenant_id, 'deposited', 'r' || id, 'b', '1', 'b', 3, now(), now()
        FROM prepaid_merchant WHERE id % 3 = 0`.execute(database.db);
    await fill(
      database.db,
      'prepaid_cut_payment_apply',
      'merchant_id, org_payment_no, batch_no, amount, account_no, account_name',
      `i % 14, 'O' || i, 'B' || (i / 10), 100, '1', 'a'`,
    );
    await sql`ANALYZE`.execute(database.db);
    reads = openTenantReads(scratch.url, 2, { log: recorder.log });
  });
  afterAll(async () => {
    await reads.destroy();
    await database.close();
    await scratch.drop();
  });

  /** The steps of the plans of the queries `read` runs as tenant A: the page's, then the count's. */
  function plansOf(read: () => Promise<{ total: number }>) {
    return asTenant(tenantA, async () => {
      recorder.take();
      const { total } = await read();
      const plans = await Promise.all(
        recorder.take().map(async (query) => planSteps(await queryPlan(reads, query))),
      );
      const page = plans.find((steps) => steps.includes('Limit')) ?? [];
      const count = plans.find((steps) => !steps.includes('Limit')) ?? [];
      return { page, count, total };
    });
  }

  /** Page 1 from an index in the list's order; the total without reading `table`. */
  async function expectIndexedList(read: () => Promise<{ total: number }>, table: string): Promise<void> {
    const { page, count, total } = await plansOf(read);
    expect(total).toBe(rowsPerTenant);
    expect(page).toContainEqual(expect.stringMatching(new RegExp(`^Index (Only )?Scan on ${table} using `)));
    expect(page).not.toContainEqual(expect.stringMatching(/Seq Scan|Sort/));
    expect(count).not.toEqual([]);
    expect(count.filter((step) => step.endsWith(` on ${table}`))).toEqual([]);
  }

  it('reads page 1 of the param list from an index, and its total from the kept count', async () => {
    const repository = new ResourceRepository(reads);
    await expectIndexedList(
      () => repository.page(paramResource, tenantA, firstPage.paging, [], []),
      'blade_param',
    );
  });

  it('reads page 1 of the user list from an index, and its total from the kept count', async () => {
    await expectIndexedList(() => new UserQueries(reads).page(tenantA, firstPage), 'blade_user');
  });

  it('reads page 1 of the merchant list from an index, and its total from the kept count', async () => {
    await expectIndexedList(() => new MerchantQueries(reads).page(tenantA, firstPage), 'prepaid_merchant');
  });

  it('reads page 1 of the goods mould list from an index, and its total from the kept count', async () => {
    await expectIndexedList(
      () => new GoodsMouldQueries(reads).page(tenantA, firstPage),
      'prepaid_goods_mould',
    );
  });

  it('reads page 1 of the order list from an index, and its total from the kept count', async () => {
    await expectIndexedList(() => new OrderQueries(reads).page(tenantA, firstPage), 'prepaid_order_info');
  });

  it('reads page 1 of the merchants’ verifications from the merchants’ index, and its total from the kept count', async () => {
    await expectIndexedList(() => new BankVerifyQueries(reads).page(tenantA, firstPage), 'prepaid_merchant');
  });

  it('reads page 1 of the union orders from the orders’ index, finding each one’s charge, merchant and goods by key', async () => {
    const { page, total } = await plansOf(() => new OrderQueries(reads).unionPage(tenantA, firstPage));
    expect(total).toBe(rowsPerTenant);
    for (const table of [
      'prepaid_order_info',
      'prepaid_order_depository',
      'prepaid_merchant',
      'prepaid_goods',
    ])
      expect(page).toContainEqual(
        expect.stringMatching(new RegExp(`^Index (Only )?Scan on ${table} using `)),
      );
    expect(page).not.toContainEqual(expect.stringMatching(/Seq Scan|Sort/));
  });

  it('reads page 1 of the cut-payment applications from an index, and its total from the kept count', async () => {
    await expectIndexedList(
      () => new CutPaymentQueries(reads).page(tenantA, firstPage),
      'prepaid_cut_payment_apply',
    );
  });

  it('finds an order by its paymentNo from an index, counting over it', async () => {
    const byPaymentNo: ListRequest = {
      ...firstPage,
      filters: [{ field: 'paymentNo', op: '=', value: 'P42' }],
    };
    const { page, count, total } = await plansOf(() => new OrderQueries(reads).page(tenantA, byPaymentNo));
    expect(total).toBe(1);
    expect([...page, ...count]).toContainEqual(
      expect.stringMatching(/^Index (Only )?Scan on prepaid_order_info using /),
    );
    expect([...page, ...count]).not.toContainEqual(expect.stringMatching(/Seq Scan|Sort/));
  });

  const merchantLists: ReadonlyArray<
    [records: string, table: string, page: (request: ListRequest) => Promise<{ total: number }>]
  > = [
    ['orders', 'prepaid_order_info', (request) => new OrderQueries(reads).page(tenantA, request)],
    ['goods', 'prepaid_goods', (request) => new GoodsQueries(reads).page(tenantA, request)],
    [
      'cut-payment applications',
      'prepaid_cut_payment_apply',
      (request) => new CutPaymentQueries(reads).page(tenantA, request),
    ],
  ];
  describe.each(merchantLists)('one merchant’s %s', (_records, table, page) => {
    const merchantId = '4';
    const ofMerchant: ListRequest = {
      ...firstPage,
      filters: [{ field: 'merchantId', op: '=', value: merchantId }],
    };

    it('are read from the merchant index, page 1 only', async () => {
      const { page: steps, total } = await plansOf(() => page(ofMerchant));
      expect(total).toBeGreaterThan(firstPage.paging.size);
      expect(steps).toContainEqual(
        expect.stringMatching(new RegExp(`^Index (Only )?Scan on ${table} using `)),
      );
      expect(steps).not.toContainEqual(expect.stringMatching(/Seq Scan|Sort/));
    });

    // Without the dependency statistics (migrations 0190, 0206 and 0207) the planner expects the
    // tenant's share of the merchant's rows: over many tenants, so few that it may read them all
    // to sort them, or join them in the wrong order.
    it('are estimated knowing the merchant is of one tenant', async () => {
      const { total } = await asTenant(tenantA, () => page(ofMerchant));
      const merchantRows = sql`SELECT id FROM ${sql.table(table)} WHERE tenant_id = ${tenantA} AND merchant_id = ${merchantId}`;
      const estimated = (await queryPlan(database.db, merchantRows.compile(database.db)))['Plan Rows'];
      expect(estimated / total).toBeGreaterThan(0.8);
      expect(estimated / total).toBeLessThan(1.25);
    });
  });

  it('reads page 1 of merchants of one supervise bank from an index, counting over it', async () => {
    const ofBank: ListRequest = {
      ...firstPage,
      filters: [{ field: 'superviseBankId', op: '=', value: '2' }],
    };
    const { page, count } = await plansOf(() => new MerchantQueries(reads).page(tenantA, ofBank));
    expect([...page, ...count]).toContainEqual(
      expect.stringMatching(/^Index (Only )?Scan on prepaid_merchant using /),
    );
    expect([...page, ...count]).not.toContainEqual(expect.stringMatching(/Seq Scan|Sort/));
  });
});
