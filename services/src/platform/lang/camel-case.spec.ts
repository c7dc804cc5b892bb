import { camelCase } from './camel-case';
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
});
