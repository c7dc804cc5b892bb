import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import { goodsContext } from '@services/goods/goods.context';
import { goodsStreamId } from '@services/goods/goods.stream';
import { goodsMouldStreamId } from '@services/goods/mould/goods-mould.stream';
import { describeOnBothDatabases } from '@services/testing/test-app';
import type { Page } from '@platform/http/paging';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { createMerchant, seedCategories } from '@services/testing/referenced-records';

const api = '/api/prepaid-goods';
const tenantA = '000042';
const tenantB = '100001';

describeOnBothDatabases('prepaid-goods', 'goods', (current) => {
  const call = tenantCaller(() => current().app);
  let mouldId: string;
  let merchantId: string;

  /** The events appended to one goods item's stream, by type. */
  const eventTypes = async (goodsId: string) =>
    (await current().runtime.infrastructure.store.readStream(goodsStreamId(goodsId))).events.map(
      (event) => event.type,
    );

  beforeAll(async () => {
    await seedCategories(current().runtime, tenantA, ['1', '11', '12', '13', '501', '502', '503', '504']);
    merchantId = (await createMerchant(call, tenantA, 1)).merchant.id;
    const mould = await call<Row>(
      'POST',
      `${api}/goodsMould/submit`,
      {
        mouldName: '健身模板',
        industryId: '11',
        industryMainId: '1',
        mouldContent: [{ key: 'coach', label: '教练', type: 'text', required: true }],
      },
      tenantA,
    );
    expect(mould).toMatchObject({ code: 200, data: { status: 1, mouldContent: [{ key: 'coach' }] } });
    mouldId = mould.data.id;
  });

  const form = (overrides: object = {}) => ({
    merchantId,
    industryCategoryId: '501',
    goodsName: '游泳次卡',
    mouldId,
    mouldValues: { coach: '王教练' },
    price: '128',
    originalPrice: '168.5',
    validityDays: 365,
    usageCount: 10,
    stock: 5,
    ...overrides,
  });
  async function save(overrides: object = {}, tenant = tenantA) {
    const saved = await call<Row>('POST', `${api}/goods/save`, form(overrides), tenant);
    expect(saved).toMatchObject({ code: 200, success: true });
    return saved.data;
  }
  const detail = async (id: string, tenant = tenantA) =>
    (await call<Row>('GET', `${api}/goods/detail?id=${id}`, undefined, tenant)).data;

  it('saves a draft with money as two-place strings and the mould industry', async () => {
    const goods = await save();
    expect(goods).toMatchObject({
      status: 0,
      price: '128.00',
      originalPrice: '168.50',
      industryId: '11',
      industryMainId: '1',
      mouldValues: { coach: '王教练' },
      stock: 5,
      tenantId: tenantA,
      allowedActions: ['update', 'submitAudit', 'updateStock', 'remove'],
    });
    expect(await eventTypes(goods.id)).toEqual(['GoodsCreated']);
  });

  it('answers 400 with a clear message for bad input, writing nothing', async () => {
    const bad = async (overrides: object, msg: string) =>
      expect(await call('POST', `${api}/goods/save`, form(overrides), tenantA)).toMatchObject({
        code: 400,
        msg,
      });
    await bad({ goodsName: '' }, '请输入商品名称');
    await bad({ price: 12.5 }, '售价应为金额字符串,如 128.00');
    await bad({ price: '1.005' }, '售价应为最多两位小数的金额,如 128.00');
    await bad({ price: '0.00' }, '售价必须大于0');
    await bad({ stock: -1 }, '库存必须是不小于0的整数');
    await bad({ mouldValues: {} }, '请填写教练');
    await bad({ mouldId: '1858000000000009999' }, '商品模板不存在或已停用: 1858000000000009999');
    const page = await call<Page<Row>>(
      'GET',
      `${api}/goods/page?goodsName=游泳&size=100`,
      undefined,
      tenantA,
    );
    expect(page.data.total).toBe(1);
  });

  it('lists straight on sale without an audit configuration, and through audit with one', async () => {
    const free = await save({ goodsName: '自由商品' });
    expect(await call('POST', `${api}/goods/submitAudit?ids=${free.id}`, undefined, tenantA)).toMatchObject({
      code: 200,
    });
    expect((await detail(free.id)).status).toBe(2);

    const config = await call<Row>(
      'POST',
      `${api}/goodsAuditConfig/insertAuditConfig`,
      { industryCategoryId: '502', auditRequired: 1 },
      tenantA,
    );
    expect(config).toMatchObject({
      code: 200,
      data: { industryCategoryId: '502', auditRequired: 1, status: 1 },
    });
    expect(
      await call(
        'POST',
        `${api}/goodsAuditConfig/insertAuditConfig`,
        { industryCategoryId: '502', auditRequired: 0 },
        tenantA,
      ),
    ).toMatchObject({ code: 400, msg: '该行业分类已有审核配置' });

    const audited = await save({ goodsName: '审核商品', industryCategoryId: '502' });
    await call('POST', `${api}/goods/submitAudit`, { ids: [audited.id] }, tenantA);
    expect((await detail(audited.id)).status).toBe(1);
    expect(await call('POST', `${api}/goods/remove?ids=${audited.id}`, undefined, tenantA)).toMatchObject({
      code: 400,
      msg: '商品状态为待审核,不能删除',
    });
    expect(
      await call(
        'POST',
        `${api}/goodsProcessLog/process`,
        { goodsId: audited.id, processStatus: 2 },
        tenantA,
      ),
    ).toMatchObject({ code: 400, msg: '请填写驳回原因' });
    await call(
      'POST',
      `${api}/goodsProcessLog/process`,
      { goodsId: audited.id, processStatus: 2, comment: '图片不清晰' },
      tenantA,
    );
    expect((await detail(audited.id)).status).toBe(3);
    await call('POST', `${api}/goods/submitAudit?ids=${audited.id}`, undefined, tenantA);
    await call('POST', `${api}/goodsProcessLog/process`, { goodsId: audited.id, processStatus: 1 }, tenantA);
    expect((await detail(audited.id)).status).toBe(2);

    // An edit of goods on sale goes back to audit.
    await call(
      'POST',
      `${api}/goods/update`,
      { ...form({ goodsName: '审核商品', industryCategoryId: '502', price: '99.90' }), id: audited.id },
      tenantA,
    );
    expect(await detail(audited.id)).toMatchObject({ status: 1, price: '99.90' });

    const steps = await call<Page<Row>>(
      'GET',
      `${api}/goods/selectGoodsProcessPage?goodsId=${audited.id}`,
      undefined,
      tenantA,
    );
    expect(steps.data.records.map((step) => step.result)).toEqual([
      '修改后重新审核',
      '审核通过',
      '提交审核',
      '审核驳回',
      '提交审核',
    ]);
    expect(steps.data.records[3]).toMatchObject({
      comment: '图片不清晰',
      operator: 'user-1',
      goodsName: '审核商品',
    });
    expect(await eventTypes(audited.id)).toEqual([
      'GoodsCreated',
      'GoodsSubmittedForAudit',
      'GoodsRejected',
      'GoodsSubmittedForAudit',
      'GoodsApproved',
      'GoodsUpdated',
      'GoodsReturnedToAudit',
    ]);

    // Disabled, the configuration no longer applies.
    await call(
      'POST',
      `${api}/goodsAuditConfig/updateAuditStatus?id=${config.data.id}&status=0`,
      undefined,
      tenantA,
    );
    const later = await save({ goodsName: '停用后', industryCategoryId: '502' });
    await call('POST', `${api}/goods/submitAudit?ids=${later.id}`, undefined, tenantA);
    expect((await detail(later.id)).status).toBe(2);
  });

  it('keeps the audit steps as a list: submitted with a note, paged, read, and answered ones removed', async () => {
    await call(
      'POST',
      `${api}/goodsAuditConfig/insertAuditConfig`,
      { industryCategoryId: '504', auditRequired: 1 },
      tenantA,
    );
    const item = await save({ goodsName: '流程商品', industryCategoryId: '504' });
    const submitted = await call(
      'POST',
      `${api}/goodsProcessLog/submit`,
      { goodsId: item.id, comment: '请尽快审核' },
      tenantA,
    );
    expect(submitted.code).toBe(200);
    const steps = async () =>
      (await call<Page<Row>>('GET', `${api}/goodsProcessLog/page?goodsId=${item.id}`, undefined, tenantA))
        .data;
    const [open] = (await steps()).records;
    expect(open).toMatchObject({ goodsName: '流程商品', result: '提交审核', comment: '请尽快审核' });
    const read = await call<Row>('GET', `${api}/goodsProcessLog/detail?id=${open!.id}`, undefined, tenantA);
    expect(read.data).toMatchObject({ id: open!.id, goodsId: item.id, comment: '请尽快审核' });
    expect((await call('GET', `${api}/goodsProcessLog/detail?id=${open!.id}`, undefined, tenantB)).code).toBe(
      404,
    );

    // The step awaiting an answer stays; once answered, both steps may leave the list.
    expect(
      await call('POST', `${api}/goodsProcessLog/remove?ids=${open!.id}`, undefined, tenantA),
    ).toMatchObject({ code: 400, msg: '待处理的审核记录不能删除' });
    await call('POST', `${api}/goodsProcessLog/process`, { goodsId: item.id, processStatus: 1 }, tenantA);
    const answered = (await steps()).records.map((step) => step.id);
    expect(answered).toHaveLength(2);
    const removed = await call('POST', `${api}/goodsProcessLog/remove`, { ids: answered }, tenantA);
    expect(removed.code).toBe(200);
    expect((await steps()).total).toBe(0);
    expect(await eventTypes(item.id)).toEqual([
      'GoodsCreated',
      'GoodsSubmittedForAudit',
      'GoodsApproved',
      'GoodsProcessLogRemoved',
      'GoodsProcessLogRemoved',
    ]);
  });

  it('pages moulds by name and removes them, all or nothing', async () => {
    const named = async (mouldName: string, tenant = tenantA) =>
      (await call<Page<Row>>('GET', `${api}/goodsMould/page?mouldName=${mouldName}`, undefined, tenant)).data;
    const created = await call<Row>(
      'POST',
      `${api}/goodsMould/submit`,
      { mouldName: '拳击模板', industryId: '13', industryMainId: '1' },
      tenantA,
    );
    expect((await named('拳击')).records.map((mould) => mould.id)).toEqual([created.data.id]);
    expect((await named('拳击', tenantB)).total).toBe(0);
    const partly = await call(
      'POST',
      `${api}/goodsMould/remove?ids=${created.data.id},1858000000000009998`,
      undefined,
      tenantA,
    );
    expect(partly).toMatchObject({ code: 400 });
    expect(partly.msg).toContain('1858000000000009998');
    expect((await named('拳击')).total).toBe(1);
    expect(
      // An id named twice is removed once, not refused the second time.
      (
        await call(
          'POST',
          `${api}/goodsMould/remove?ids=${created.data.id},${created.data.id}`,
          undefined,
          tenantA,
        )
      ).code,
    ).toBe(200);
    expect((await named('拳击')).total).toBe(0);
  });

  it('edits an audit configuration, lists it by category and shows it to its own tenant only', async () => {
    const inserted = await call<Row>(
      'POST',
      `${api}/goodsAuditConfig/insertAuditConfig`,
      { industryCategoryId: '503', auditRequired: 1 },
      tenantA,
    );
    const id = inserted.data.id;
    const updated = await call<Row>(
      'POST',
      `${api}/goodsAuditConfig/updateAuditConfig`,
      { id, auditRequired: 0, remark: '暂不审核' },
      tenantA,
    );
    expect(updated).toMatchObject({ code: 200, data: { id, auditRequired: 0, remark: '暂不审核' } });
    const detail = await call<Row>(
      'GET',
      `${api}/goodsAuditConfig/selectAuditConfigDetail?id=${id}`,
      undefined,
      tenantA,
    );
    expect(detail.data).toMatchObject({ industryCategoryId: '503', auditRequired: 0, status: 1 });
    const list = await call<Page<Row>>(
      'GET',
      `${api}/goodsAuditConfig/selectAuditConfigList?industryCategoryId=503`,
      undefined,
      tenantA,
    );
    expect(list.data.records.map((config) => config.id)).toEqual([id]);

    expect(
      await call('GET', `${api}/goodsAuditConfig/selectAuditConfigDetail?id=${id}`, undefined, tenantB),
    ).toMatchObject({ code: 404, msg: '审核配置不存在' });
    expect(
      await call('POST', `${api}/goodsAuditConfig/updateAuditConfig`, { id, auditRequired: 1 }, tenantB),
    ).toMatchObject({ code: 404 });
    expect(
      (await call<Page<Row>>('GET', `${api}/goodsAuditConfig/selectAuditConfigList`, undefined, tenantB)).data
        .records,
    ).toEqual([]);
  });

  it('moves bulk calls all or nothing, naming the ids that may not move', async () => {
    const onSale = await save({ goodsName: '上架' });
    await call('POST', `${api}/goods/submitAudit?ids=${onSale.id}`, undefined, tenantA);
    const draft = await save({ goodsName: '草稿' });
    const refused = await call(
      'POST',
      `${api}/goods/updateStatus?ids=${onSale.id},${draft.id}&status=4`,
      undefined,
      tenantA,
    );
    expect(refused).toMatchObject({ code: 400, msg: `商品状态为草稿,不能下架: ${draft.id}` });
    expect((await detail(onSale.id)).status).toBe(2);
    expect(await eventTypes(onSale.id)).toEqual(['GoodsCreated', 'GoodsListedWithoutAudit']);

    await call('POST', `${api}/goods/updateStatus`, { ids: [onSale.id], status: 4 }, tenantA);
    expect((await detail(onSale.id)).status).toBe(4);
    await call('POST', `${api}/goods/remove?ids=${onSale.id},${draft.id}`, undefined, tenantA);
    expect((await detail(onSale.id)).status).toBe(5);
    const bin = await call<Page<Row>>('GET', `${api}/goods/page?status=5&size=100`, undefined, tenantA);
    expect(bin.data.records.map((row) => row.id)).toEqual(expect.arrayContaining([onSale.id, draft.id]));
    // The records say what each allows: the console offers these and keeps no lifecycle of its own.
    expect(bin.data.records.find((row) => row.id === onSale.id)).toMatchObject({
      previousStatus: 4,
      allowedActions: ['recover'],
    });
    const listed = await call<Page<Row>>('GET', `${api}/goods/page?size=100`, undefined, tenantA);
    expect(listed.data.records.map((row) => row.id)).not.toContain(onSale.id);

    await call('POST', `${api}/goods/recovery?ids=${onSale.id},${draft.id}`, undefined, tenantA);
    expect((await detail(onSale.id)).status).toBe(4);
    expect((await detail(draft.id)).status).toBe(0);
  });

  it('changes the stock as events with the old and new values, and answers the history', async () => {
    const goods = await save({ goodsName: '库存商品' });
    expect(
      await call('POST', `${api}/goods/updateStock?id=${goods.id}&stock=-2`, undefined, tenantA),
    ).toMatchObject({
      code: 400,
      msg: '库存必须是不小于0的整数',
    });
    await call('POST', `${api}/goods/updateStock?id=${goods.id}&stock=12`, undefined, tenantA);
    expect((await detail(goods.id)).stock).toBe(12);
    const history = await call<Row[]>('GET', `${api}/goods/history?id=${goods.id}`, undefined, tenantA);
    expect(history.data.map((line) => [line.type, line.operator, line.summary])).toEqual([
      ['GoodsCreated', 'user-1', '创建商品「库存商品」,售价 128.00,库存 5'],
      ['GoodsStockChanged', 'user-1', '库存 5 → 12'],
    ]);
    expect(history.data[0]!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(
      await call<boolean>('GET', `${api}/goods/isisDigitalYuan?goodsId=${goods.id}`, undefined, tenantA),
    ).toMatchObject({
      data: false,
    });
  });

  it('keeps tenants apart: another tenant neither sees nor moves the goods', async () => {
    const goods = await save({ goodsName: '甲的商品' });
    expect((await call('GET', `${api}/goods/detail?id=${goods.id}`, undefined, tenantB)).code).toBe(404);
    expect((await call('GET', `${api}/goods/history?id=${goods.id}`, undefined, tenantB)).code).toBe(404);
    expect(
      (await call('POST', `${api}/goods/updateStock?id=${goods.id}&stock=1`, undefined, tenantB)).code,
    ).toBe(404);
    expect((await call('POST', `${api}/goods/remove?ids=${goods.id}`, undefined, tenantB)).code).toBe(404);
    const page = await call<Page<Row>>('GET', `${api}/goods/page?size=100`, undefined, tenantB);
    expect(page.data.total).toBe(0);
    expect(await eventTypes(goods.id)).toEqual(['GoodsCreated']);
  });

  it('updates the profile and content of a mould in one append through submit', async () => {
    const created = await call<Row>(
      'POST',
      `${api}/goodsMould/submit`,
      { mouldName: '瑜伽模板', industryId: '12', industryMainId: '1', status: 1 },
      tenantA,
    );
    const id = String(created.data.id);
    const content = [{ key: 'room', label: '教室', type: 'text', required: false, maxLength: 20 }];
    const submit = (mouldName: string) =>
      call(
        'POST',
        `${api}/goodsMould/submit`,
        { id, mouldName, industryId: '12', industryMainId: '1', mouldContent: content },
        tenantA,
      );
    expect((await submit('瑜伽模板二')).code).toBe(200);
    const { events } = await current().runtime.infrastructure.store.readStream(goodsMouldStreamId(id));
    expect(events.map((event) => event.type)).toEqual([
      'GoodsMouldCreated',
      'GoodsMouldUpdated',
      'GoodsMouldContentSaved',
    ]);
    // One append is one transaction: both events carry its id, the creation another.
    expect(events[2]!.position.commit).toBe(events[1]!.position.commit);
    expect(events[1]!.position.commit).not.toBe(events[0]!.position.commit);
    const detail = await call<Row>('GET', `${api}/goodsMould/detail?id=${id}`, undefined, tenantA);
    expect(detail.data).toMatchObject({ mouldName: '瑜伽模板二', mouldContent: content });
  });

  it('enables and disables moulds; the industry lists show enabled ones only', async () => {
    const listed = async () =>
      (
        await call<Row[]>('GET', `${api}/goodsMould/listByIndustryId?industryId=11`, undefined, tenantA)
      ).data.map((m) => m.id);
    expect(await listed()).toContain(mouldId);
    await call('POST', `${api}/goodsMould/updateStatus?ids=${mouldId}&status=0`, undefined, tenantA);
    expect(await listed()).not.toContain(mouldId);
    expect(await call('POST', `${api}/goods/save`, form(), tenantA)).toMatchObject({
      code: 400,
      msg: '商品模板不存在或已停用',
    });
    await call('POST', `${api}/goodsMould/updateStatus`, { ids: [mouldId], status: 1 }, tenantA);
    const content = [
      { key: 'level', label: '级别', type: 'select', required: true, options: ['初级', '高级'] },
    ];
    await call('POST', `${api}/goodsMould/saveMouldContent`, { id: mouldId, mouldContent: content }, tenantA);
    expect(
      (await call('GET', `${api}/goodsMould/getMouldContent?id=${mouldId}`, undefined, tenantA)).data,
    ).toEqual(content);
    expect(await call('POST', `${api}/goods/save`, form(), tenantA)).toMatchObject({
      code: 400,
      msg: '模板中没有字段 coach',
    });
    expect(
      (
        await call<Row[]>(
          'GET',
          `${api}/goodsMould/listByIndustryMainId?industryMainId=1`,
          undefined,
          tenantB,
        )
      ).data,
    ).toEqual([]);
  });

  // Last: it stops the app's projection runners.
  it('writes the rows a rebuild from the events writes, in every read model of goods', async () => {
    await expectSameRowsAfterRebuild(current().runtime, goodsContext.projections ?? []);
  });
});
