import { onBusinessDate } from '@infra/fake-bank/fake-bank-business-date';
import { composeContexts } from '@platform/contexts/compose-contexts';
import type { Page } from '@platform/http/paging';
import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import type { GoodsFigures, MerchantFigures, MoneyFigures } from '@services/desk/dashboard/dashboard.wire';
import { trendDaysTo } from '@services/desk/dashboard/trend-days';
import { deskContext } from '@services/desk/desk.context';
import { fundedOrder, fundedOrders } from '@services/testing/funded-orders';
import { createMerchant, seedCategories } from '@services/testing/referenced-records';
import { fakeBankOfTheFile } from '@services/testing/fake-bank-of-the-file';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { verifyBankAccount } from '@services/testing/verified-account';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';

const tenantA = '000042';
const tenantB = '100001';
const notices = '/api/blade-desk/notice';
const dashboard = '/api/blade-desk/dashboard';

const notice = (overrides: object = {}) => ({
  title: '春节放假通知',
  category: '1',
  releaseTime: '2026-01-20 09:00:00',
  content: '<p>2月15日至2月23日放假</p>',
  ...overrides,
});

/** The supervise bank the money figures' orders are paid into, one for both runs. */
const { bank, bankSettings } = fakeBankOfTheFile();

/** blade-desk: notices with sanitised rich text, and the home page's figures. */
describeOnBothDatabases(
  'blade-desk',
  'desk',
  (current) => {
    const call = tenantCaller(() => current().app);
    const submit = (body: object, tenant = tenantA) => call<Row>('POST', `${notices}/submit`, body, tenant);
    const list = (query: string, tenant = tenantA) =>
      call<Page<Row>>('GET', `${notices}/list?${query}`, undefined, tenant);

    it('stores a notice with its rich text sanitised, and answers it in detail', async () => {
      const dirty =
        '<h2>通知</h2><p onclick="x()">内容<img src="x" onerror="alert(1)"></p><script>alert(2)</script>';
      const saved = await submit(notice({ content: dirty }));
      expect(saved).toMatchObject({ code: 200, data: { title: '春节放假通知', category: '1' } });
      const detail = await call<Row>('GET', `${notices}/detail?id=${saved.data.id}`, undefined, tenantA);
      expect(detail.data).toMatchObject({
        content: '<h2>通知</h2><p>内容</p>',
        releaseTime: '2026-01-20 09:00:00',
        status: 1,
      });
    });

    it('refuses a notice without a title, category, time or content, and writes nothing', async () => {
      const before = (await list('size=100')).data.total;
      expect(await submit(notice({ title: '' }))).toMatchObject({ code: 400, msg: '请输入通知标题' });
      expect(await submit(notice({ category: undefined }))).toMatchObject({
        code: 400,
        msg: '请选择通知类型',
      });
      expect(await submit(notice({ category: '9' }))).toMatchObject({ code: 400, msg: '通知类型不存在' });
      expect(await submit(notice({ releaseTime: '明天' }))).toMatchObject({ code: 400 });
      expect(await submit(notice({ content: '<script>alert(1)</script>' }))).toMatchObject({
        code: 400,
        msg: '请输入通知内容',
      });
      expect((await list('size=100')).data.total).toBe(before);
    });

    it('lists the published notices of the caller tenant, newest first, and removes them', async () => {
      const older = (await submit(notice({ title: '旧通知', releaseTime: '2026-03-01 08:00:00' }))).data;
      const newer = (await submit(notice({ title: '新通知', releaseTime: '2026-03-02 08:00:00' }))).data;
      const future = (await submit(notice({ title: '未来通知', releaseTime: '2099-01-01 08:00:00' }))).data;
      await submit(notice({ title: '别家通知' }), tenantB);

      const published = await list('releaseTime_datele=2026-11-24 12:00:00&descs=releaseTime&size=2');
      expect(published.data.records.map((row) => row.title)).toEqual(['新通知', '旧通知']);
      expect((await list('title=别家', tenantA)).data.total).toBe(0);
      expect((await list('category=1&size=100')).data.records.map((row) => row.id)).toContain(future.id);

      expect(
        await call('POST', `${notices}/remove?ids=${older.id},${newer.id}`, undefined, tenantA),
      ).toMatchObject({
        code: 200,
      });
      expect(await call('GET', `${notices}/detail?id=${older.id}`, undefined, tenantA)).toMatchObject({
        code: 404,
      });
      expect(await call('GET', `${notices}/detail?id=${future.id}`, undefined, tenantB)).toMatchObject({
        code: 404,
      });
    });

    it('counts the tenant merchants by the verification of the account each names now', async () => {
      await createMerchant(call, tenantA, 1);
      const verified = await createMerchant(call, tenantA, 2);
      await verifyBankAccount(call, bank(), tenantA, verified.merchant.id);
      const moved = await createMerchant(call, tenantA, 3);
      await verifyBankAccount(call, bank(), tenantA, moved.merchant.id);
      const movedTo = { ...moved.body, id: moved.merchant.id, bankAccountNo: '6222029999999999999' };
      expect(await call('POST', '/api/prepaid-merchant/merchant/submit', movedTo, tenantA)).toMatchObject({
        code: 200,
      });
      await createMerchant(call, tenantB, 6);
      const figures = await call<MerchantFigures>('GET', `${dashboard}/merchants`, undefined, tenantA);
      expect(figures.data).toEqual({
        total: 3,
        byVerification: expect.arrayContaining([
          { status: 'unverified', count: 2 },
          { status: 'verified', count: 1 },
        ]),
      });
      expect(figures.data.byVerification).toHaveLength(2);
    });

    it('counts goods by status and those submitted for audit on each of the last 30 days', async () => {
      await seedCategories(current().runtime, tenantA, ['501']);
      const merchantId = (await createMerchant(call, tenantA, 4)).merchant.id;
      const save = async (goodsName: string) =>
        (
          await call<Row>(
            'POST',
            '/api/prepaid-goods/goods/save',
            {
              merchantId,
              industryCategoryId: '501',
              goodsName,
              price: '10',
              originalPrice: '12',
              validityDays: 30,
              stock: 1,
            },
            tenantA,
          )
        ).data;
      const submitted = await save('游泳次卡');
      await save('草稿');
      await call('POST', `/api/prepaid-goods/goods/submitAudit?ids=${submitted.id}`, undefined, tenantA);

      const figures = (await call<GoodsFigures>('GET', `${dashboard}/goods`, undefined, tenantA)).data;
      expect(figures.byStatus.reduce((sum, row) => sum + row.count, 0)).toBe(2);
      expect(figures.byStatus.find((row) => row.status === 0)).toEqual({ status: 0, count: 1 });
      expect(figures.submittedPerDay).toHaveLength(30);
      expect(figures.submittedPerDay.at(-1)!.count).toBe(1);
      expect(figures.submittedPerDay.slice(0, -1).every((day) => day.count === 0)).toBe(true);

      const other = (await call<GoodsFigures>('GET', `${dashboard}/goods`, undefined, tenantB)).data;
      expect(other.byStatus).toEqual([]);
      expect(other.submittedPerDay.every((day) => day.count === 0)).toBe(true);
    });

    it('sums the supervised money held at the bank and moved today, for the orders list alone', async () => {
      const on = { call, app: current().app, bank: bank(), tenantId: tenantA };
      const money = fundedOrders(() => current().app, call, bank, tenantA);
      // Charges count on the bank's value date: today's, as the home page sees today.
      const [yesterday, valueDate] = trendDaysTo(new Date()).slice(-2) as [string, string];
      // 100.00 paid, 30.00 of it consumed (27.00 payable to the merchant); 200.00 paid.
      const consumed = await fundedOrder(on, 1, { consumed: '30', valueDate });
      const refunded = await fundedOrder(on, 2, { tradeFen: 20_000, valueDate });
      // The same order paid twice: no order claims the second charge, the tenant's suspense holds it.
      await money.notify(
        bank().receivePayment({
          paymentNo: consumed.paymentNo,
          payerName: '张三',
          amount: 1234,
          valueDate,
        }),
      );
      // Yesterday's charge, notified only today: it counts on yesterday.
      await money.notify(
        bank().receivePayment({
          paymentNo: refunded.paymentNo,
          payerName: '李四',
          amount: 500,
          valueDate: yesterday,
        }),
      );
      await money.transferred(consumed.merchantId, 'HOME-CP-1', '20');
      // Refunds count on the day the bank paid them: one today, one on the bank's yesterday.
      await money.refunded(refunded.orderId, '50');
      await onBusinessDate(bank(), yesterday, () => money.refunded(refunded.orderId, '8'));

      const figures = (await call<MoneyFigures>('GET', `${dashboard}/money`, undefined, tenantA)).data;
      // 100 + 200 + 12.34 + 5 in, 20 transferred and 50 + 8 refunded out.
      expect(figures.supervisedBalance).toBe('239.34');
      const today = { deposits: '312.34', consumption: '30.00', refunds: '50.00' };
      expect(figures.today).toEqual(today);
      expect(figures.perDay).toHaveLength(30);
      expect(figures.perDay.at(-1)).toEqual({ day: figures.perDay.at(-1)!.day, ...today });
      const still = { deposits: '0.00', consumption: '0.00', refunds: '0.00' };
      expect(figures.perDay.at(-2)).toEqual({ day: yesterday, ...still, deposits: '5.00', refunds: '8.00' });
      expect(figures.perDay.slice(0, -2).map(({ day: _, ...moved }) => moved)).toEqual(
        Array.from({ length: 28 }, () => still),
      );

      const other = (await call<MoneyFigures>('GET', `${dashboard}/money`, undefined, tenantB)).data;
      expect(other).toMatchObject({ supervisedBalance: '0.00', today: still });

      // A caller whose roles do not reach the orders list is refused the figures.
      const unentitled = await current().app.inject({
        method: 'GET',
        url: `${dashboard}/money`,
        headers: { 'x-test-tenant': tenantA, 'x-test-roles': '' },
      });
      expect(unentitled.statusCode).toBe(403);
    });

    // Last: it stops the app's projection runners.
    it('writes the rows a rebuild from the events writes', async () => {
      await expectSameRowsAfterRebuild(current().runtime, composeContexts([deskContext]).projections);
    });
  },
  { env: bankSettings },
);
