import { ValidationError } from '@platform/errors/domain-errors';
import { parseSort } from './sorting';

const sortable = ['name', 'sort', 'createTime'];

describe('parseSort', () => {
  it('reads ascs then descs, in the order given', () => {
    expect(parseSort({ ascs: 'sort,name', descs: 'createTime' }, sortable)).toEqual([
      { field: 'sort', direction: 'asc' },
      { field: 'name', direction: 'asc' },
      { field: 'createTime', direction: 'desc' },
    ]);
  });

  it('answers no order when neither is given or both are empty', () => {
    expect(parseSort({}, sortable)).toEqual([]);
    expect(parseSort({ ascs: '', descs: ',' }, sortable)).toEqual([]);
  });

  it('reads repeated parameters', () => {
    expect(parseSort({ descs: ['name', 'sort'] }, sortable)).toEqual([
      { field: 'name', direction: 'desc' },
      { field: 'sort', direction: 'desc' },
    ]);
  });

  it('refuses a field that is not sortable, naming it', () => {
    expect(() => parseSort({ descs: 'create_time' }, sortable)).toThrow(
      new ValidationError('不支持的排序字段: create_time'),
    );
  });

  it('refuses a name that would only be a column in SQL', () => {
    expect(() => parseSort({ ascs: 'name;drop table users' }, sortable)).toThrow(ValidationError);
  });
});
