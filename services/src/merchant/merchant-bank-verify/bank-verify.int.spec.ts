import { composeContexts } from '@platform/contexts/compose-contexts';
import { waitFor } from '@platform/jobs/testing/probes';
import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import { bankVerifyStreamId } from '@services/merchant/merchant-bank-verify/bank-verify.stream';
import { merchantContext } from '@services/merchant/merchant.context';
import { createMerchant } from '@services/merchant/testing/merchant-test-data';
import { fakeBankOfTheFile } from '@services/testing/fake-bank-of-the-file';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { tenantCaller } from '@services/testing/tenant-caller';

const tenantA = '000042';
const tenantB = '100001';
const base = '/api/prepaid-merchant/merchantBankVerify';

/**
 * One fake bank for both runs; each app is configured with its address as it starts. A bank call
 * may take a second: long enough for the slow bank's answer to reach the payment job on a loaded
 * machine, shorter than the silent bank's two.
 */
const { bank, bankSettings } = fakeBankOfTheFile();

/**
 * Micro-deposit verification against the fake supervise bank on loopback, which a test makes
 * slow, failing or silent. What must hold throughout: one payment per request, whatever fails.
 */
describeOnBothDatabases(
  'merchant bank verification against the supervise bank',
  'bank_verify',
  (current) => {
    const call = tenantCaller(() => current().app);
    let merchantNumber = 100;

    beforeEach(() => bank().reset());

    const newMerchant = async () => (await createMerchant(call, tenantA, merchantNumber++)).merchant;
    const request = (id: string, tenant = tenantA) =>
      call<{ status: string; requestId: string }>(
        'POST',
        `${base}/requestBankVerify?id=${id}`,
        undefined,
        tenant,
      );
    const verify = (id: string, amount: string, tenant = tenantA) =>
      call<{ status: string }>('POST', `${base}/accountVerify`, { id, transAmt: amount }, tenant);
    const paidAmount = (requestId: string) =>
      bank()
        .payments()
        .find((p) => p.requestId === requestId)!.amount;
    const wrong = (amount: string) => (amount === '0.99' ? '0.98' : '0.99');
    const events = async (merchantId: string) =>
      (await current().runtime.infrastructure.store.readStream(bankVerifyStreamId(merchantId))).events.map(
        (event) => event.type,
      );

    it('pays a random small amount once and verifies the account with it', async () => {
      const merchant = await newMerchant();
      const requested = await request(merchant.id);
      expect(requested).toMatchObject({
        code: 200,
        data: { status: 'deposited', accountNo: merchant.bankAccountNo },
      });
      expect(requested.data).not.toHaveProperty('amountFen');
      expect(bank().payments()).toHaveLength(1);
      const amount = paidAmount(requested.data.requestId);
      expect(Number(amount)).toBeGreaterThanOrEqual(0.01);
      expect(Number(amount)).toBeLessThanOrEqual(0.99);

      expect(await verify(merchant.id, wrong(amount))).toMatchObject({
        code: 400,
        msg: '验证金额不正确,还可尝试2次',
      });
      expect(await verify(merchant.id, amount)).toMatchObject({ code: 200, data: { status: 'verified' } });
      const valid = await call('GET', `${base}/selectValidAccount?id=${merchant.id}`, undefined, tenantA);
      expect(valid.data).toMatchObject({ merchantId: merchant.id, accountNo: merchant.bankAccountNo });
      expect(await events(merchant.id)).toEqual([
        'BankVerifyRequested',
        'BankDepositConfirmed',
        'BankVerifyAttemptFailed',
        'BankAccountVerified',
      ]);
      expect((await request(merchant.id)).msg).toBe('该银行账户已验证通过');
      expect(bank().payments()).toHaveLength(1);
    });

    it('no longer counts a verification once the merchant changed its account number, until it is verified again', async () => {
      const { merchant, body } = await createMerchant(call, tenantA, merchantNumber++);
      const first = await request(merchant.id);
      await verify(merchant.id, paidAmount(first.data.requestId));
      const validAccount = () =>
        call('GET', `${base}/selectValidAccount?id=${merchant.id}`, undefined, tenantA);
      const moved = { ...body, id: merchant.id, bankAccountNo: '6222020088880001' };
      expect((await call('POST', '/api/prepaid-merchant/merchant/submit', moved, tenantA)).code).toBe(200);
      expect(await validAccount()).toMatchObject({ code: 404, msg: '该商户暂无已验证的银行账户' });

      const second = await request(merchant.id);
      expect(second.data).toMatchObject({ status: 'deposited', accountNo: '6222020088880001' });
      expect(await verify(merchant.id, paidAmount(second.data.requestId))).toMatchObject({ code: 200 });
      expect(await validAccount()).toMatchObject({ code: 200, data: { accountNo: '6222020088880001' } });
    });

    it('allows three tries, then asks for a new request, which pays a new amount', async () => {
      const merchant = await newMerchant();
      const first = await request(merchant.id);
      const amount = paidAmount(first.data.requestId);
      await verify(merchant.id, wrong(amount));
      await verify(merchant.id, wrong(amount));
      expect(await verify(merchant.id, wrong(amount))).toMatchObject({
        code: 400,
        msg: '验证金额不正确,验证次数已用完,请重新发起验证',
      });
      expect(await verify(merchant.id, amount)).toMatchObject({
        code: 400,
        msg: '验证次数已用完,请重新发起验证',
      });
      expect(
        (await call('GET', `${base}/selectValidAccount?id=${merchant.id}`, undefined, tenantA)).code,
      ).toBe(404);
      const second = await request(merchant.id);
      expect(second.data.requestId).not.toBe(first.data.requestId);
      expect(bank().payments()).toHaveLength(2);
      expect(await verify(merchant.id, paidAmount(second.data.requestId))).toMatchObject({ code: 200 });
    });

    /** A merchant whose first request the bank refused: nothing paid, the request open. */
    const refusedOnce = async () => {
      const merchant = await newMerchant();
      bank().setBehaviour({ mode: 'fail', times: 1 });
      expect(await request(merchant.id)).toMatchObject({
        code: 400,
        msg: '监管银行暂时无法完成打款,请稍后重新发起验证',
      });
      expect(bank().payments()).toHaveLength(0);
      return merchant;
    };

    it('keeps a failed request open and retries it with the same id', async () => {
      const merchant = await refusedOnce();
      expect(await verify(merchant.id, '0.50')).toMatchObject({
        code: 400,
        msg: '银行打款尚未完成,请重新发起验证',
      });
      const retried = await request(merchant.id);
      expect(retried.data.status).toBe('deposited');
      expect(bank().payments()).toHaveLength(1);
      expect(await events(merchant.id)).toEqual([
        'BankVerifyRequested',
        'BankDepositFailed',
        'BankDepositConfirmed',
      ]);
    });

    it('never pays twice when the bank paid but answered too late', async () => {
      const merchant = await newMerchant();
      bank().setBehaviour({ mode: 'timeout', delayMs: 2_000, times: 1 });
      const timedOut = await request(merchant.id);
      expect(timedOut).toMatchObject({ code: 400, msg: '监管银行暂时无法完成打款,请稍后重新发起验证' });
      // The bank did pay: the retry must name the same request, which the bank answers without paying.
      expect(bank().payments()).toHaveLength(1);
      const retried = await request(merchant.id);
      expect(retried).toMatchObject({ code: 200, data: { status: 'deposited' } });
      expect(retried.data.requestId).toBe(bank().payments()[0]!.requestId);
      expect(bank().payments()).toHaveLength(1);
      expect(bank().calls()).toBe(2);
      expect(await verify(merchant.id, paidAmount(retried.data.requestId))).toMatchObject({ code: 200 });
    });

    it('retries a failed payment by itself, with the same id, and pays once', async () => {
      const merchant = await refusedOnce();
      const confirmed = async () => (await events(merchant.id)).includes('BankDepositConfirmed');
      await waitFor('the payment job to retry', confirmed);
      expect(await events(merchant.id)).toEqual([
        'BankVerifyRequested',
        'BankDepositFailed',
        'BankDepositConfirmed',
      ]);
      expect(bank().calls()).toBe(2);
      expect(bank().payments()).toHaveLength(1);
      expect((await request(merchant.id)).msg).toBe('验证金额已打入账户,请输入到账金额完成验证');
      const { requestId, amount } = bank().payments()[0]!;
      expect(await verify(merchant.id, amount)).toMatchObject({ code: 200, data: { requestId } });
      expect(bank().payments()).toHaveLength(1);
    });

    it('waits for a slow bank within the timeout', async () => {
      const merchant = await newMerchant();
      bank().setBehaviour({ mode: 'delay', delayMs: 150, times: 1 });
      expect(await request(merchant.id)).toMatchObject({ code: 200, data: { status: 'deposited' } });
      expect(bank().payments()).toHaveLength(1);
    });

    it('pays once when two requests race', async () => {
      const merchant = await newMerchant();
      bank().setBehaviour({ mode: 'delay', delayMs: 100 });
      const answers = await Promise.all([request(merchant.id), request(merchant.id), request(merchant.id)]);
      bank().setBehaviour({ mode: 'normal' });
      expect(answers.some((answer) => answer.code === 200)).toBe(true);
      expect(bank().payments()).toHaveLength(1);
      expect((await events(merchant.id)).filter((type) => type === 'BankVerifyRequested')).toHaveLength(1);
    });

    it('refuses bad amounts and hides verifications from other tenants', async () => {
      const merchant = await newMerchant();
      await request(merchant.id);
      expect(await verify(merchant.id, '1.50')).toMatchObject({
        code: 400,
        msg: '请输入到账金额(0.01 至 0.99 元)',
      });
      expect(await verify(merchant.id, 'abc')).toMatchObject({
        code: 400,
        msg: '请输入到账金额(0.01 至 0.99 元)',
      });
      expect(await request(merchant.id, tenantB)).toMatchObject({ code: 404, msg: '商户不存在' });
      expect(await verify(merchant.id, '0.50', tenantB)).toMatchObject({ code: 404 });
      expect(
        (await call('GET', `${base}/selectValidAccount?id=${merchant.id}`, undefined, tenantB)).code,
      ).toBe(404);
      expect(bank().payments()).toHaveLength(1);
    });

    // Last: it stops the app's projection runners.
    it('writes the rows a rebuild from the events writes, in every read model of prepaid-merchant', async () => {
      await expectSameRowsAfterRebuild(current().runtime, composeContexts([merchantContext]).projections);
    });
  },
  { env: bankSettings },
);
