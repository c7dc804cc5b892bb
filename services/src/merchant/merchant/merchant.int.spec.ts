import { composeContexts } from '@platform/contexts/compose-contexts';
import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import { seedMerchantCategories } from '@services/merchant/category/category.seed';
import { merchantStreamId } from '@services/merchant/merchant/merchant.stream';
import { merchantContext } from '@services/merchant/merchant.context';
import { createMerchant, importTestRegions } from '@services/merchant/testing/merchant-test-data';
import { creditCodeNumber, merchantProfile } from '@services/merchant/testing/merchant-fixtures';
import { describeOnBothDatabases } from '@services/testing/test-app';
import type { Page } from '@platform/http/paging';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';

const tenantA = '000042';
const tenantB = '100001';

describeOnBothDatabases('prepaid-merchant', 'merchant', (current) => {
  const call = tenantCaller(() => current().app);

  beforeAll(async () => {
    await seedMerchantCategories(current().runtime.executor, '000000');
    await importTestRegions(current().runtime);
  });

  const streamTypes = async (streamId: string) =>
    (await current().runtime.infrastructure.store.readStream(streamId)).events.map((event) => event.type);

  describe('merchants', () => {
    it('registers a merchant, records the event and shows it only to its tenant', async () => {
      const { merchant, body } = await createMerchant(call, tenantA, 1);
      expect(merchant).toMatchObject({
        tenantId: tenantA,
        merchantName: '商户1',
        creditCode: body.creditCode,
        industryTags: body.industryTags.join(','),
        bankAccountNo: body.bankAccountNo,
      });
      expect(await streamTypes(merchantStreamId(merchant.id))).toEqual(['MerchantRegistered']);

      const page = await call<Page<Row>>(
        'GET',
        '/api/prepaid-merchant/merchant/page?merchantName=商户',
        undefined,
        tenantA,
      );
      expect(page).toMatchObject({ code: 200, success: true, msg: '操作成功' });
      expect(page.data.records.map((record) => record.id)).toContain(merchant.id);
      const ofB = await call<Page<Row>>('GET', '/api/prepaid-merchant/merchant/list', undefined, tenantB);
      expect(ofB.data.records.map((record) => record.id)).not.toContain(merchant.id);
      const detailOfB = await call(
        'GET',
        `/api/prepaid-merchant/merchant/detail?id=${merchant.id}`,
        undefined,
        tenantB,
      );
      expect(detailOfB).toMatchObject({ code: 404, msg: '商户不存在' });
      const removedByB = await call(
        'POST',
        `/api/prepaid-merchant/merchant/remove?ids=${merchant.id}`,
        undefined,
        tenantB,
      );
      expect(removedByB).toMatchObject({ code: 404, msg: '商户不存在' });
      expect(await streamTypes(merchantStreamId(merchant.id))).toEqual(['MerchantRegistered']);
    });

    it.each([
      [{ phone: '' }, '手机号码不能为空'],
      [{ phone: '1380013800' }, '手机号码长度不为11位'],
      [{ phone: '12800138000' }, '手机号码格式不正确'],
      [{ creditCode: '91350100M000100Y44' }, '统一社会信用代码校验位不正确'],
      [{ creditCode: 'ABC' }, '统一社会信用代码格式不正确'],
      [{ merchantName: '' }, '请输入商户名称'],
      [{ digitalYuanWallet: '4111111111111112' }, '数字人民币钱包编号格式不正确'],
      [{ industryCategory: '1' }, '行业类别不存在: 1'],
    ])('refuses %j with its message and writes nothing', async (change, message) => {
      const before = await current().runtime.infrastructure.store.readAll(
        { commit: 0n, prepare: 0n },
        100_000,
      );
      const answer = await call(
        'POST',
        '/api/prepaid-merchant/merchant/submit',
        merchantProfile({ creditCode: creditCodeNumber(99), ...change }),
        tenantA,
      );
      expect(answer).toMatchObject({ code: 400, success: false, msg: message });
      const after = await current().runtime.infrastructure.store.readAll(
        { commit: 0n, prepare: 0n },
        100_000,
      );
      expect(after.length).toBe(before.length);
    });

    it('keeps credit codes unique within a tenant, not across tenants', async () => {
      const { body } = await createMerchant(call, tenantA, 2);
      const again = await call(
        'POST',
        '/api/prepaid-merchant/merchant/submit',
        { ...body, merchantName: '重复' },
        tenantA,
      );
      expect(again).toMatchObject({ code: 400, msg: '该统一社会信用代码已登记' });
      const inB = await createMerchant(call, tenantB, 2);
      expect(inB.merchant.creditCode).toBe(body.creditCode);
    });

    it('updates the bank account as an event, and removes all or nothing', async () => {
      const { merchant, body } = await createMerchant(call, tenantA, 3);
      const updated = await call<Row>(
        'POST',
        '/api/prepaid-merchant/merchant/submit',
        { ...body, id: merchant.id, bankAccountNo: '6222020099999999' },
        tenantA,
      );
      expect(updated.data.bankAccountNo).toBe('6222020099999999');
      expect(await streamTypes(merchantStreamId(merchant.id))).toEqual([
        'MerchantRegistered',
        'MerchantUpdated',
      ]);
      const partly = await call(
        'POST',
        `/api/prepaid-merchant/merchant/remove?ids=${merchant.id},123`,
        undefined,
        tenantA,
      );
      expect(partly).toMatchObject({ code: 400, msg: '商户不存在: 123' });
      expect(
        (await call('GET', `/api/prepaid-merchant/merchant/detail?id=${merchant.id}`, undefined, tenantA))
          .code,
      ).toBe(200);
      expect(
        (await call('POST', `/api/prepaid-merchant/merchant/remove?ids=${merchant.id}`, undefined, tenantA))
          .code,
      ).toBe(200);
      expect(
        (await call('GET', `/api/prepaid-merchant/merchant/detail?id=${merchant.id}`, undefined, tenantA))
          .code,
      ).toBe(404);
    });

    it('answers the selection tree, the sign address and wallet checks', async () => {
      const { merchant } = await createMerchant(call, tenantA, 4, { merchantName: '云端瑜伽' });
      const tree = await call<Row[]>(
        'GET',
        `/api/prepaid-merchant/merchant/getMerchantTree?merchantName=${encodeURIComponent('云端')}`,
        undefined,
        tenantA,
      );
      expect(tree.data).toEqual([
        {
          id: merchant.id,
          parentId: '0',
          title: '云端瑜伽',
          key: merchant.id,
          value: merchant.id,
          hasChildren: false,
        },
      ]);
      const sign = await call<{ signAddress: string }>(
        'GET',
        `/api/prepaid-merchant/merchant/getSignAddress?id=${merchant.id}`,
        undefined,
        tenantA,
      );
      expect(sign.data.signAddress).toMatch(
        new RegExp(`merchantId=${merchant.id}&tenantId=${tenantA}&sign=[0-9a-f]{16}$`),
      );
      const valid = await call(
        'GET',
        '/api/prepaid-merchant/merchant/isDigitalYuanNumber?digitalYuanWallet=4111111111111111',
        undefined,
        tenantA,
      );
      expect(valid.data).toEqual({ valid: true });
      const invalid = await call(
        'GET',
        '/api/prepaid-merchant/merchant/isDigitalYuanNumber?digitalYuanWallet=12',
        undefined,
        tenantA,
      );
      expect(invalid.data).toEqual({ valid: false });
    });
  });

  describe('categories', () => {
    it('serves the seeded tree in every shape the screens ask for', async () => {
      const roots = await call<Array<{ title: string; hasChildren: boolean }>>(
        'GET',
        '/api/prepaid-merchant/category/getRootNode',
      );
      expect(roots.data.map((node) => node.title)).toEqual([
        '教育培训',
        '体育健身',
        '美容美发',
        '餐饮',
        '生活服务',
        '休闲娱乐',
        '零售',
      ]);
      const all = await call<Array<{ title: string; children?: Array<{ title: string }> }>>(
        'GET',
        '/api/prepaid-merchant/category/allnode',
      );
      expect(all.data[1]!.children!.map((node) => node.title)).toContain('健身房');
      const tree = await call<unknown[]>('GET', '/api/prepaid-merchant/category/tree');
      expect(tree.data).toHaveLength(7);
      const sub = await call<Array<{ industryCategory: string }>>(
        'GET',
        `/api/prepaid-merchant/category/merchantIndustryCategorysub?industryCategory=${encodeURIComponent('餐饮')}`,
      );
      expect(sub.data.map((item) => item.industryCategory)).toEqual([
        '中餐',
        '西餐',
        '快餐简餐',
        '烘焙甜品',
        '茶饮咖啡',
      ]);
      const main = await call<Array<{ id: string }>>(
        'GET',
        '/api/prepaid-merchant/category/merchantIndustryCategory',
      );
      const children = await call<unknown[]>(
        'GET',
        `/api/prepaid-merchant/category/getChildrenNode?parentId=${main.data[0]!.id}`,
      );
      expect(children.data).toHaveLength(5);
      const flat = await call<unknown[]>('GET', '/api/prepaid-merchant/category/newlist');
      expect(flat.data.length).toBe(7 + 30);
      const lazy = await call<unknown[]>('GET', '/api/prepaid-merchant/category/lazy-tree?parentId=0');
      expect(lazy.data).toHaveLength(7);
      const ofB = await call<Array<{ title: string }>>(
        'GET',
        '/api/prepaid-merchant/category/getRootNode',
        undefined,
        tenantB,
      );
      expect(ofB.data.map((node) => node.title)).not.toContain('教育培训');
    });

    it('refuses to remove a category with children', async () => {
      const main = await call<Array<{ id: string }>>(
        'GET',
        '/api/prepaid-merchant/category/merchantIndustryCategory',
      );
      const answer = await call('POST', `/api/prepaid-merchant/category/remove?ids=${main.data[0]!.id}`);
      expect(answer).toMatchObject({ code: 400, msg: '请先删除子节点' });
    });
  });

  describe('rule bases', () => {
    it('saves, pages and binds rules to a merchant all or nothing', async () => {
      const { merchant } = await createMerchant(call, tenantA, 5);
      const saved = await call<Row>(
        'POST',
        '/api/prepaid-merchant/ruleBase/save',
        { ruleName: '单笔上限', ruleCode: 'R1', ruleType: 1 },
        tenantA,
      );
      const other = await call<Row>(
        'POST',
        '/api/prepaid-merchant/ruleBase/save',
        { ruleName: '冷静期', ruleCode: 'R2', ruleType: 2 },
        tenantA,
      );
      expect(saved).toMatchObject({ code: 200, data: { ruleName: '单笔上限', tenantId: tenantA } });
      const updated = await call<Row>(
        'POST',
        '/api/prepaid-merchant/ruleBase/update',
        { id: saved.data.id, ruleName: '单笔上限 500', ruleCode: 'R1', ruleType: 1 },
        tenantA,
      );
      expect(updated.data.ruleName).toBe('单笔上限 500');
      expect(
        (await call('POST', '/api/prepaid-merchant/ruleBase/save', { ruleCode: 'R3', ruleType: 1 }, tenantA))
          .msg,
      ).toBe('请输入规则名称');
      const page = await call<Page<Row>>(
        'GET',
        '/api/prepaid-merchant/ruleBase/page?ruleName=上限',
        undefined,
        tenantA,
      );
      expect(page.data.records.map((record) => record.id)).toEqual([saved.data.id]);

      const refused = await call(
        'POST',
        '/api/prepaid-merchant/ruleBase/saveMerchantRule',
        { merchantId: merchant.id, ruleIds: [saved.data.id, '42'] },
        tenantA,
      );
      expect(refused).toMatchObject({ code: 400, msg: '规则不存在: 42' });
      const none = await call<string[]>(
        'GET',
        `/api/prepaid-merchant/ruleBase/getRuleIdsByMerchantId?merchantId=${merchant.id}`,
        undefined,
        tenantA,
      );
      expect(none.data).toEqual([]);
      const bound = await call(
        'POST',
        '/api/prepaid-merchant/ruleBase/saveMerchantRule',
        { merchantId: merchant.id, ruleIds: `${saved.data.id},${other.data.id}` },
        tenantA,
      );
      expect(bound.code).toBe(200);
      const ids = await call<string[]>(
        'GET',
        `/api/prepaid-merchant/ruleBase/getRuleIdsByMerchantId?merchantId=${merchant.id}`,
        undefined,
        tenantA,
      );
      expect(ids.data.sort()).toEqual([saved.data.id, other.data.id].sort());
      expect(await streamTypes(merchantStreamId(merchant.id))).toEqual([
        'MerchantRegistered',
        'MerchantRulesSet',
      ]);
      // Another tenant can neither bind A's rules nor read A's links.
      expect(
        (
          await call(
            'POST',
            '/api/prepaid-merchant/ruleBase/saveMerchantRule',
            { merchantId: merchant.id, ruleIds: [] },
            tenantB,
          )
        ).code,
      ).toBe(404);
      expect(
        (
          await call(
            'GET',
            `/api/prepaid-merchant/ruleBase/getRuleIdsByMerchantId?merchantId=${merchant.id}`,
            undefined,
            tenantB,
          )
        ).data,
      ).toEqual([]);
      expect(
        (await call('GET', '/api/prepaid-merchant/ruleBase/getRuleList', undefined, tenantB)).data,
      ).toEqual([]);
    });
  });

  describe('merchant extensions', () => {
    it('stores a fourth-level business area and shows its full name', async () => {
      const { merchant } = await createMerchant(call, tenantA, 6);
      const notLevel4 = await call(
        'POST',
        '/api/prepaid-merchant/merchantExt/submit',
        { merchantId: merchant.id, businessArea: '350102' },
        tenantA,
      );
      expect(notLevel4).toMatchObject({ code: 400, msg: '经营区域须选择到第四级(街道/乡镇)' });
      const missing = await call(
        'POST',
        '/api/prepaid-merchant/merchantExt/submit',
        { merchantId: merchant.id },
        tenantA,
      );
      expect(missing).toMatchObject({ code: 400, msg: '请选择经营区域' });
      const ofOther = await call(
        'POST',
        '/api/prepaid-merchant/merchantExt/submit',
        { merchantId: merchant.id, businessArea: '350102001' },
        tenantB,
      );
      expect(ofOther).toMatchObject({
        code: 400,
        msg: `所属商户不存在: ${merchant.id}`,
        data: { field: 'merchantId' },
      });
      const saved = await call<Row>(
        'POST',
        '/api/prepaid-merchant/merchantExt/submit',
        { merchantId: merchant.id, businessArea: '350102001', employeeCount: 12 },
        tenantA,
      );
      expect(saved).toMatchObject({ code: 200, data: { businessArea: '350102001', employeeCount: 12 } });
      const page = await call<Page<Row>>(
        'GET',
        `/api/prepaid-merchant/merchantExt/page?merchantId=${merchant.id}`,
        undefined,
        tenantA,
      );
      expect(page.data.records).toEqual([
        expect.objectContaining({
          id: saved.data.id,
          merchantName: '商户6',
          businessAreaName: '福建省/福州市/鼓楼区/鼓东街道',
        }),
      ]);
      expect(
        (await call<Page<Row>>('GET', '/api/prepaid-merchant/merchantExt/page', undefined, tenantB)).data
          .total,
      ).toBe(0);
      expect(
        (
          await call(
            'GET',
            `/api/prepaid-merchant/merchantExt/detail?id=${saved.data.id}`,
            undefined,
            tenantB,
          )
        ).code,
      ).toBe(404);
      expect(await streamTypes(`merchantExt-${saved.data.id}`)).toEqual(['merchantExt.created']);
    });
  });

  describe('industry tags and supervise banks', () => {
    it('serve their generic calls within the tenant', async () => {
      const tag = await call<Row>(
        'POST',
        '/api/prepaid-merchant/industryTag/submit',
        { tagName: '连锁', sort: 2 },
        tenantA,
      );
      expect((await call('POST', '/api/prepaid-merchant/industryTag/submit', {}, tenantA)).msg).toBe(
        '请输入标签名称',
      );
      expect(
        (
          await call<Page<Row>>(
            'GET',
            '/api/prepaid-merchant/industryTag/list?tagName=连锁',
            undefined,
            tenantA,
          )
        ).data.records.map((r) => r.id),
      ).toEqual([tag.data.id]);
      expect(
        (
          await call(
            'POST',
            `/api/prepaid-merchant/industryTag/remove?ids=${tag.data.id}`,
            undefined,
            tenantB,
          )
        ).code,
      ).toBe(404);
      expect(
        (
          await call(
            'POST',
            `/api/prepaid-merchant/industryTag/remove?ids=${tag.data.id}`,
            undefined,
            tenantA,
          )
        ).code,
      ).toBe(200);
      const bank = await call<Row>(
        'POST',
        '/api/prepaid-merchant/superviseBank/submit',
        { bankName: '兴业银行', bankCode: 'CIB' },
        tenantA,
      );
      expect(
        (
          await call(
            'GET',
            `/api/prepaid-merchant/superviseBank/detail?id=${bank.data.id}`,
            undefined,
            tenantA,
          )
        ).data,
      ).toMatchObject({ bankName: '兴业银行' });
      expect(
        (await call('POST', '/api/prepaid-merchant/superviseBank/submit', { bankName: '兴业银行' }, tenantA))
          .msg,
      ).toBe('请输入银行编码');
    });
  });

  // Last: it stops the app's projection runners.
  it('writes the rows a rebuild from the events writes, in every read model of prepaid-merchant', async () => {
    await expectSameRowsAfterRebuild(current().runtime, composeContexts([merchantContext]).projections);
  });
});
