import type { Page } from '@platform/http/paging';
import { createMerchant } from '@services/merchant/testing/merchant-test-data';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { fakeBankOfTheFile } from '@services/testing/fake-bank-of-the-file';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { callAsRole, roleGranted } from '@services/testing/test-roles';

const tenantA = '000042';
const tenantB = '100001';
const base = '/api/prepaid-merchant/merchantBankVerify';

const { bank, bankSettings } = fakeBankOfTheFile();

/** What a listed row shows of a time: the wire's text, once there is one. */
const aTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/**
 * merchantBankVerify/page: the tenant's merchants with their settlement account and where the
 * verification of it stands, brought there through the real calls against the fake bank.
 */
describeOnBothDatabases(
  'the merchants’ bank verifications as a list',
  'bank_verify_list',
  (current) => {
    const call = tenantCaller(() => current().app);
    const page = async (query = '', tenant = tenantA) => {
      const answer = await call<Page<Row>>('GET', `${base}/page${query}`, undefined, tenant);
      expect(answer.code).toBe(200);
      return answer.data;
    };
    const request = (id: string) =>
      call<Row>('POST', `${base}/requestBankVerify?id=${id}`, undefined, tenantA);
    const verify = (id: string, transAmt: string) =>
      call<Row>('POST', `${base}/accountVerify`, { id, transAmt }, tenantA);
    const paidAmount = (requestId: unknown) =>
      bank()
        .payments()
        .find((p) => p.requestId === requestId)!.amount;
    const wrong = (amount: string) => (amount === '0.99' ? '0.98' : '0.99');

    /** Tenant A: one merchant in each state, the newest last; tenant B: one of its own. */
    let merchants: Record<'unverified' | 'deposited' | 'verified' | 'exhausted' | 'moved', Row>;
    let foreign: Row;
    beforeAll(async () => {
      const bodies = new Map<string, object>();
      const merchant = async (n: number, tenant = tenantA): Promise<Row> => {
        const created = await createMerchant(call, tenant, n);
        bodies.set(created.merchant.id, created.body);
        return created.merchant;
      };
      const unverified = await merchant(201);
      const deposited = await merchant(202);
      await request(deposited.id);
      const verified = await merchant(203);
      const paid = await request(verified.id);
      expect(await verify(verified.id, paidAmount(paid.data.requestId))).toMatchObject({ code: 200 });
      const exhausted = await merchant(204);
      const lost = paidAmount((await request(exhausted.id)).data.requestId);
      for (let attempt = 0; attempt < 3; attempt++) await verify(exhausted.id, wrong(lost));
      // Verified, then it names another account: that one is not proved, so it shows as never asked.
      const moved = await merchant(205);
      const movedPaid = await request(moved.id);
      await verify(moved.id, paidAmount(movedPaid.data.requestId));
      const movedTo = { ...bodies.get(moved.id), id: moved.id, bankAccountNo: '6222029999999999999' };
      const edited = await call('POST', '/api/prepaid-merchant/merchant/submit', movedTo, tenantA);
      expect(edited.code).toBe(200);
      merchants = { unverified, deposited, verified, exhausted, moved: { ...moved, ...movedTo } };
      foreign = await merchant(209, tenantB);
    });

    const rowOf = (merchant: Row) => ({
      id: merchant.id,
      merchantName: merchant.merchantName,
      bankAccountName: merchant.bankAccountName,
      bankAccountNo: merchant.bankAccountNo,
      bankName: merchant.bankName,
    });

    it('lists the tenant’s merchants newest first, each with its account and where its verification stands', async () => {
      const { unverified, deposited, verified, exhausted, moved } = merchants;
      expect(await page()).toEqual({
        records: [
          {
            ...rowOf(moved),
            status: 'unverified',
            attemptsLeft: null,
            requestedTime: null,
            verifiedTime: null,
            allowedActions: ['request'],
          },
          {
            ...rowOf(exhausted),
            status: 'exhausted',
            attemptsLeft: 0,
            requestedTime: aTime,
            verifiedTime: null,
            allowedActions: ['request'],
          },
          {
            ...rowOf(verified),
            status: 'verified',
            attemptsLeft: 3,
            requestedTime: aTime,
            verifiedTime: aTime,
            allowedActions: [],
          },
          {
            ...rowOf(deposited),
            status: 'deposited',
            attemptsLeft: 3,
            requestedTime: aTime,
            verifiedTime: null,
            allowedActions: ['verify'],
          },
          {
            ...rowOf(unverified),
            status: 'unverified',
            attemptsLeft: null,
            requestedTime: null,
            verifiedTime: null,
            allowedActions: ['request'],
          },
        ],
        total: 5,
        size: 10,
        current: 1,
        pages: 1,
      });
    });

    it('filters by a part of the name and by where the verification stands, and pages', async () => {
      const ids = (listed: Page<Row>) => listed.records.map((row) => row.id);
      const { unverified, deposited, verified, exhausted, moved } = merchants;
      expect(ids(await page('?merchantName=204'))).toEqual([exhausted.id]);
      expect(ids(await page('?status=verified'))).toEqual([verified.id]);
      expect(ids(await page('?status=unverified'))).toEqual([moved.id, unverified.id]);
      expect(ids(await page('?status=deposited&merchantName=商户'))).toEqual([deposited.id]);
      expect(await page('?status=requested')).toMatchObject({ records: [], total: 0 });
      expect(await page('?current=2&size=2')).toMatchObject({
        records: [{ id: verified.id }, { id: deposited.id }],
        total: 5,
        current: 2,
        pages: 3,
      });
      expect(await page('?status=unverified&size=1')).toMatchObject({ total: 2, pages: 2 });
    });

    it('shows each tenant its own merchants alone', async () => {
      expect(await page('', tenantB)).toMatchObject({
        records: [{ id: foreign.id, status: 'unverified' }],
        total: 1,
      });
      expect((await page('?merchantName=209')).total).toBe(0);
    });

    it('refuses a role without 银行账户验证’s view right', async () => {
      const asTenant: typeof call = (method, url, body) => call(method, url, body, tenantA);
      const listAs = (roleId: string) =>
        callAsRole(current().app, { tenant: tenantA, roleId }, 'GET', `${base}/page`);
      const merchantsOnly = await roleGranted(asTenant, 'merchant-clerk', ['merchant', 'merchant_view']);
      const verifier = await roleGranted(asTenant, 'bank-verifier', ['bank_verify', 'bank_verify_view']);
      expect(await listAs(merchantsOnly)).toMatchObject({ code: 403 });
      expect(await listAs(verifier)).toMatchObject({ code: 200, data: { total: 5 } });
    });
  },
  { env: bankSettings },
);
