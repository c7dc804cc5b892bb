import { groupByParent, visibleRows } from '@console/lib/resources/tree-levels';

describe('tree levels', () => {
  const roles = [
    { id: '1', parentId: '0', roleName: '管理员' },
    { id: '2', parentId: '1', roleName: '经理' },
    { id: '3', parentId: '2', roleName: '员工' },
    { id: '4', parentId: '0', roleName: '访客' },
  ];

  it('groups a whole list under its parents, marking the records that have children', () => {
    const levels = groupByParent(roles, 'parentId');
    expect(levels.get('0')?.map((role) => [role.id, role.hasChildren])).toEqual([
      ['1', true],
      ['4', false],
    ]);
    expect(levels.get('2')?.map((role) => role.id)).toEqual(['3']);
  });

  it('shows the levels of the expanded rows only, indented by depth', () => {
    const levels = groupByParent(roles, 'parentId');
    const rows = (expanded: string[]) =>
      visibleRows(levels, new Set(expanded), '0').map((row) => `${row.depth}:${row.record.id}`);
    expect(rows([])).toEqual(['0:1', '0:4']);
    expect(rows(['1'])).toEqual(['0:1', '1:2', '0:4']);
    expect(rows(['1', '2'])).toEqual(['0:1', '1:2', '2:3', '0:4']);
    expect(rows(['2'])).toEqual(['0:1', '0:4']);
  });
});
