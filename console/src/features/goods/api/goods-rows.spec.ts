import { goodsRows } from '@console/features/goods/api/goods-rows';

describe('goods rows', () => {
  it('names the status and the merchant, keeping an unknown merchant as its id', () => {
    const page = {
      records: [
        { id: '1', status: 2, merchantId: '10' },
        { id: '2', status: 5, merchantId: '11' },
      ],
      total: 2,
      size: 10,
      current: 1,
      pages: 1,
    };
    const merchants = [
      { id: '10', parentId: '0', title: '星河健身', key: '10', value: '10', hasChildren: false },
    ];
    const rows = goodsRows(page, merchants, (status) => `S${status}`);
    expect(rows.records).toEqual([
      { id: '1', status: 2, merchantId: '10', statusName: 'S2', merchantName: '星河健身' },
      { id: '2', status: 5, merchantId: '11', statusName: 'S5', merchantName: '11' },
    ]);
    expect(rows.total).toBe(2);
  });
});
