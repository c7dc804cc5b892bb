import { camelCase, camelCasedRow } from './camel-case';
import { snakeCase } from './snake-case';

describe('camelCase', () => {
  it('names a snake_case column as the wire does, the same each time it is asked', () => {
    expect(camelCase('create_time')).toBe('createTime');
    expect(camelCase('create_time')).toBe('createTime');
    expect(camelCase('is_deleted')).toBe('isDeleted');
    expect(camelCase('id')).toBe('id');
  });

  it('undoes snakeCase', () => {
    for (const name of ['paramKey', 'createDept', 'tenantId', 'status'])
      expect(camelCase(snakeCase(name))).toBe(name);
  });

  it('names a column whose snakeCase is the column again, digits after an underscore included', () => {
    for (const column of ['create_time', 'line_2', 'address2', 'id'])
      expect(snakeCase(camelCase(column))).toBe(column);
  });
});

describe('camelCasedRow', () => {
  it('renames every column of a row and keeps its values', () => {
    const at = new Date();
    expect(camelCasedRow({ id: '1', create_time: at, param_key: null })).toEqual({
      id: '1',
      createTime: at,
      paramKey: null,
    });
  });
});
