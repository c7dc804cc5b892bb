import { createMerchant } from '@services/merchant/testing/merchant-test-data';
import { creditCodeNumber } from '@services/merchant/testing/merchant-fixtures';
import { creditCodeTaken } from '@services/merchant/merchant/merchant.handlers';
import { describeOnBothDatabases } from '@services/testing/test-app';
import type { Page } from '@platform/http/paging';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';

const tenant = '000042';
const api = '/api/prepaid-merchant/merchant';

describeOnBothDatabases('a credit code, unique in its tenant', 'merchant-code', (current) => {
  const call = tenantCaller(() => current().app);
  const withCode = async (code: string) =>
    (await call<Page<Row>>('GET', `${api}/page?creditCode=${code}&size=50`, undefined, tenant)).data.records;

  it('is registered by one of two racing registrations, never by both', async () => {
    const { body } = await createMerchant(call, tenant, 501);
    const code = creditCodeNumber(502);
    const racers = [1, 2].map((n) =>
      call<Row>('POST', `${api}/submit`, { ...body, merchantName: `竞争商户${n}`, creditCode: code }, tenant),
    );
    const answers = await Promise.all(racers);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.code === 400)?.msg).toBe(creditCodeTaken);
    expect(await withCode(code)).toHaveLength(1);
  });

  it('is free again once its merchant moves to another code, and once its merchant is removed', async () => {
    const { merchant, body } = await createMerchant(call, tenant, 503);
    const first = body.creditCode;
    const second = creditCodeNumber(504);
    const moved = await call(
      'POST',
      `${api}/submit`,
      { ...body, id: merchant.id, creditCode: second },
      tenant,
    );
    expect(moved.code).toBe(200);
    const other = { ...body, merchantName: '接手商户' };
    const taker = await call<Row>('POST', `${api}/submit`, { ...other, creditCode: first }, tenant);
    expect(taker.code).toBe(200);
    expect(
      (
        await call(
          'POST',
          `${api}/submit`,
          { ...other, merchantName: '第三商户', creditCode: second },
          tenant,
        )
      ).msg,
    ).toBe(creditCodeTaken);

    expect((await call('POST', `${api}/remove?ids=${merchant.id}`, undefined, tenant)).code).toBe(200);
    const again = await call(
      'POST',
      `${api}/submit`,
      { ...other, merchantName: '第三商户', creditCode: second },
      tenant,
    );
    expect(again.code).toBe(200);
  });

  it('keeps its holder when the merchant is saved with the same code', async () => {
    const { merchant, body } = await createMerchant(call, tenant, 505);
    const saved = await call(
      'POST',
      `${api}/submit`,
      { ...body, id: merchant.id, contactName: '新联系人' },
      tenant,
    );
    expect(saved.code).toBe(200);
    const copy = await call('POST', `${api}/submit`, { ...body, merchantName: '仿冒商户' }, tenant);
    expect(copy).toMatchObject({ code: 400, msg: creditCodeTaken });
  });
});
