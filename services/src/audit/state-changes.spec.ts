import { stateChanges } from '@services/audit/state-changes';

describe('stateChanges', () => {
  it('names each changed leaf by its dotted path, in path order', () => {
    const before = { status: 'present', record: { paramValue: '1', paramName: 'a', tags: ['x'] } };
    const after = { status: 'present', record: { paramValue: '2', paramName: 'a', tags: ['x', 'y'] } };
    expect(stateChanges(before, after)).toEqual([
      { field: 'record.paramValue', before: '1', after: '2' },
      { field: 'record.tags', before: ['x'], after: ['x', 'y'] },
    ]);
  });

  it('shows a field that appears or disappears against null', () => {
    expect(stateChanges({ status: 'absent' }, { status: 'present', record: { id: '7' } })).toEqual([
      { field: 'record.id', before: null, after: '7' },
      { field: 'status', before: 'absent', after: 'present' },
    ]);
  });

  it('finds nothing between equal states', () => {
    expect(stateChanges({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
  });
});
