import type { Page } from '@platform/http/paging';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';

interface Node {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  hasChildren: boolean;
  children?: Node[];
}

const rootDeptId = '1123598813738675201';
const postCategoryHeaderId = '1123598814738675201';

describeOnBothDatabases('tree resources (dept, dict, dict-biz)', 'trees', (current) => {
  const call = tenantCaller(() => current().app);

  async function addDept(deptName: string, parentId: string, sort: number, tenant = '000000') {
    const answer = await call<Row>(
      'POST',
      '/api/blade-system/dept/submit',
      { deptName, parentId, sort },
      tenant,
    );
    expect(answer.code).toBe(200);
    return answer.data.id;
  }

  it('answers the whole dept tree as nested nodes in sort order, and one level lazily', async () => {
    const sales = await addDept('销售部', rootDeptId, 2);
    const finance = await addDept('财务部', rootDeptId, 1);
    const east = await addDept('华东组', sales, 1);

    const tree = await call<Node[]>('GET', '/api/blade-system/dept/tree');
    expect(tree.data).toEqual([
      {
        id: rootDeptId,
        parentId: '0',
        title: '预付管家',
        key: rootDeptId,
        value: rootDeptId,
        hasChildren: true,
        children: [
          {
            id: finance,
            parentId: rootDeptId,
            title: '财务部',
            key: finance,
            value: finance,
            hasChildren: false,
          },
          {
            id: sales,
            parentId: rootDeptId,
            title: '销售部',
            key: sales,
            value: sales,
            hasChildren: true,
            children: [
              { id: east, parentId: sales, title: '华东组', key: east, value: east, hasChildren: false },
            ],
          },
        ],
      },
    ]);

    const top = await call<Node[]>('GET', '/api/blade-system/dept/lazy-tree');
    expect(top.data).toEqual([expect.objectContaining({ id: rootDeptId, hasChildren: true })]);
    expect(top.data[0]).not.toHaveProperty('children');
    const level = await call<Node[]>('GET', `/api/blade-system/dept/lazy-tree?parentId=${rootDeptId}`);
    expect(level.data.map((node) => [node.title, node.hasChildren])).toEqual([
      ['财务部', false],
      ['销售部', true],
    ]);
    const records = await call<Row[]>('GET', `/api/blade-system/dept/lazy-list?parentId=${sales}`);
    expect(records.data).toEqual([
      expect.objectContaining({ id: east, deptName: '华东组', hasChildren: false }),
    ]);
  });

  it('refuses to remove a dept with children, and accepts it once the children are gone', async () => {
    const parent = await addDept('待删部门', rootDeptId, 9);
    const child = await addDept('待删小组', parent, 1);
    expect(await call('POST', `/api/blade-system/dept/remove?ids=${parent}`)).toMatchObject({
      code: 400,
      msg: '请先删除子节点',
    });
    expect(await call('POST', `/api/blade-system/dept/remove?ids=${child}`)).toMatchObject({ code: 200 });
    expect(await call('POST', `/api/blade-system/dept/remove?ids=${parent}`)).toMatchObject({ code: 200 });
  });

  it('refuses a missing parent, a parent of another tenant, and a move below itself', async () => {
    const missing = { deptName: '孤儿', parentId: '999999999', sort: 1 };
    expect(await call('POST', '/api/blade-system/dept/submit', missing)).toMatchObject({
      code: 400,
      msg: '父节点不存在',
    });
    const foreign = { deptName: '越界', parentId: rootDeptId, sort: 1 };
    expect(await call('POST', '/api/blade-system/dept/submit', foreign, '000042')).toMatchObject({
      code: 400,
      msg: '父节点不存在',
    });
    const upper = await addDept('上级', rootDeptId, 5);
    const lower = await addDept('下级', upper, 1);
    for (const parentId of [upper, lower]) {
      const move = { id: upper, deptName: '上级', parentId, sort: 5 };
      expect(await call('POST', '/api/blade-system/dept/submit', move)).toMatchObject({
        code: 400,
        msg: '父节点不能是自身或其子节点',
      });
    }
    expect(await call('GET', '/api/blade-system/dept/tree', undefined, '000042')).toMatchObject({ data: [] });
  });

  it('answers dictionary?code=post_category with its four items in order, to every tenant', async () => {
    for (const tenant of ['000000', '000042']) {
      const items = await call<Row[]>(
        'GET',
        '/api/blade-system/dict/dictionary?code=post_category',
        undefined,
        tenant,
      );
      expect(items.data.map((item) => [item.dictKey, item.dictValue])).toEqual([
        ['1', '高层'],
        ['2', '中层'],
        ['3', '基层'],
        ['4', '其他'],
      ]);
    }
    const headers = await call<Page<Row>>('GET', '/api/blade-system/dict/parent-list?code=sex');
    expect(headers.data.records.map((header) => [header.id, header.dictKey])).toEqual([
      ['1123598814738675221', '-1'],
    ]);
    const items = await call<Page<Row>>(
      'GET',
      `/api/blade-system/dict/child-list?parentId=${postCategoryHeaderId}`,
    );
    expect(items.data.total).toBe(4);
  });

  it('requires a key for items only, and refuses to change or remove a sealed entry', async () => {
    const header = await call<Row>('POST', '/api/blade-system/dict/submit', {
      code: 'pay_way',
      dictKey: '-1',
      dictValue: '支付方式',
      sort: 1,
      isSealed: 0,
    });
    expect(header.data).toMatchObject({ parentId: '0', isSealed: 0 });
    const item = { parentId: header.data.id, code: 'pay_way', dictValue: '现金', sort: 1, isSealed: 1 };
    expect(await call('POST', '/api/blade-system/dict/submit', item)).toMatchObject({
      code: 400,
      msg: '请输入字典键值',
    });
    const sealed = await call<Row>('POST', '/api/blade-system/dict/submit', { ...item, dictKey: 'cash' });
    expect(sealed.code).toBe(200);
    const change = { ...item, id: sealed.data.id, dictKey: 'cash', dictValue: '纸币' };
    for (const [url, body] of [
      ['/api/blade-system/dict/submit', change],
      [`/api/blade-system/dict/remove?ids=${sealed.data.id}`, undefined],
    ] as const) {
      expect(await call('POST', url, body)).toMatchObject({
        code: 400,
        msg: '该字典已封存,解封后才能修改或删除',
      });
    }
    // Unsealed (and only that), the item may change and go, and then its header too.
    expect(
      await call('POST', '/api/blade-system/dict/submit', {
        ...item,
        id: sealed.data.id,
        dictKey: 'cash',
        isSealed: 0,
      }),
    ).toMatchObject({ code: 200 });
    expect(await call('POST', '/api/blade-system/dict/submit', { ...change, isSealed: 0 })).toMatchObject({
      code: 200,
    });
    expect(await call('POST', `/api/blade-system/dict/remove?ids=${sealed.data.id}`)).toMatchObject({
      code: 200,
    });
    expect(await call('POST', `/api/blade-system/dict/remove?ids=${header.data.id}`)).toMatchObject({
      code: 200,
    });
  });

  it('keeps business dictionaries per tenant and system dictionaries to the platform', async () => {
    const header = { code: 'level', dictKey: '-1', dictValue: '会员等级', sort: 1, isSealed: 0 };
    const mine = await call<Row>('POST', '/api/blade-system/dict-biz/submit', header, '000042');
    const item = {
      parentId: mine.data.id,
      code: 'level',
      dictKey: 'gold',
      dictValue: '金卡',
      sort: 1,
      isSealed: 0,
    };
    await call('POST', '/api/blade-system/dict-biz/submit', item, '000042');
    const own = await call<Row[]>(
      'GET',
      '/api/blade-system/dict-biz/dictionary?code=level',
      undefined,
      '000042',
    );
    expect(own.data.map((entry) => entry.dictValue)).toEqual(['金卡']);
    const others = await call<Row[]>('GET', '/api/blade-system/dict-biz/dictionary?code=level');
    expect(others.data).toEqual([]);
    expect(await call('POST', '/api/blade-system/dict-biz/submit', item)).toMatchObject({
      code: 400,
      msg: '父节点不存在',
    });

    expect(await call('GET', '/api/blade-system/dict/list', undefined, '000042')).toMatchObject({
      code: 403,
      msg: '仅平台管理员可以操作此数据',
    });
    expect(await call('POST', '/api/blade-system/dict/submit', header, '000042')).toMatchObject({
      code: 403,
    });
  });
});
