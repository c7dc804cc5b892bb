import { createHash } from 'node:crypto';
import type { Page } from '@platform/http/paging';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { accountTaken } from '@services/user/user-account.key';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const tenant = '000042';

describeOnBothDatabases('an account, unique in its tenant', 'user-account', (current) => {
  const call = tenantCaller(() => current().app);
  const submit = (account: string, extra: Record<string, unknown> = {}) =>
    call<Row>(
      'POST',
      '/api/blade-user/submit',
      { account, name: account, realName: account, password: md5('pw'), ...extra },
      tenant,
    );
  const holders = async (account: string) =>
    (
      await call<Page<Row>>('GET', `/api/blade-user/page?account=${account}&size=50`, undefined, tenant)
    ).data.records.filter((user) => user.account === account);

  it('is taken by one of two racing creations, never by both', async () => {
    const answers = await Promise.all([submit('racer'), submit('racer')]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.code === 400)?.msg).toBe(accountTaken);
    expect(await holders('racer')).toHaveLength(1);
  });

  it('is free again once its user takes another account, and once its user is removed', async () => {
    const first = await submit('teller');
    expect(first.code).toBe(200);
    const id = String(first.data.id);
    const renamed = await call(
      'POST',
      '/api/blade-user/submit',
      { id, account: 'teller2', name: 't', realName: 't' },
      tenant,
    );
    expect(renamed.code).toBe(200);
    expect((await submit('teller')).code).toBe(200);
    expect((await submit('teller2')).msg).toBe(accountTaken);

    expect((await call('POST', `/api/blade-user/remove?ids=${id}`, undefined, tenant)).code).toBe(200);
    expect((await submit('teller2')).code).toBe(200);
  });

  it('may be the same in two tenants', async () => {
    expect((await submit('twin')).code).toBe(200);
    const other = await call<Row>(
      'POST',
      '/api/blade-user/submit',
      { account: 'twin', name: 'twin', realName: 'twin', password: md5('pw') },
      '100001',
    );
    expect(other.code).toBe(200);
  });
});
