import { initialListQuery, isFiltered, toRequestQuery } from '@console/lib/resources/list-query';

describe('list queries', () => {
  it('asks for the first page of ten by default', () => {
    expect(toRequestQuery(initialListQuery)).toEqual({ current: 1, size: 10 });
    expect(isFiltered(initialListQuery)).toBe(false);
  });

  it('sends filled filters trimmed, the date range, the order and fixed parameters', () => {
    const query = {
      filters: { postName: ' 经理 ', postCode: '  ', category: '2' },
      range: { start: '2026-05-01', end: '2026-05-02' },
      current: 3,
      size: 50,
      sort: { field: 'postCode', direction: 'descending' as const },
    };
    expect(toRequestQuery(query, { deptId: '1' })).toEqual({
      deptId: '1',
      postName: '经理',
      category: '2',
      createTime_dategt: '2026-04-30 23:59:59',
      createTime_datelt: '2026-05-03 00:00:00',
      descs: 'postCode',
      current: 3,
      size: 50,
    });
    expect(isFiltered(query)).toBe(true);
  });

  it('sorts ascending with ascs', () => {
    const query = { ...initialListQuery, sort: { field: 'sort', direction: 'ascending' as const } };
    expect(toRequestQuery(query)).toMatchObject({ ascs: 'sort' });
  });
});
