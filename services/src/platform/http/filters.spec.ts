import { validationRefusal } from './testing/validation-refusal';
import { type FilterableFields, integerRangeMsg, parseFilters } from './filters';

const filterable: FilterableFields = {
  id: 'id',
  status: 'number',
  code: 'code',
  name: 'text',
  createTime: 'date',
};

const parse = (query: Record<string, unknown>, ignore?: string[]) =>
  parseFilters(query, { filterable, ignore });

const refusal = (query: Record<string, unknown>) => validationRefusal(() => parse(query));

describe('parseFilters', () => {
  it('reads bare names as equality for ids, numbers and codes, and as contains for text', () => {
    expect(parse({ id: '1858000000000000001', status: '1', code: 'GYM', name: '健身' })).toEqual([
      { field: 'id', op: '=', value: '1858000000000000001' },
      { field: 'status', op: '=', value: 1 },
      { field: 'code', op: '=', value: 'GYM' },
      { field: 'name', op: 'contains', value: '健身' },
    ]);
  });

  it('reads the operator suffixes', () => {
    expect(
      parse({
        name_equal: '健身',
        code_like: 'G',
        status_ge: '1',
        status_le: '3',
        status_gt: '0',
        status_lt: '4',
      }),
    ).toEqual([
      { field: 'name', op: '=', value: '健身' },
      { field: 'code', op: 'contains', value: 'G' },
      { field: 'status', op: '>=', value: 1 },
      { field: 'status', op: '<=', value: 3 },
      { field: 'status', op: '>', value: 0 },
      { field: 'status', op: '<', value: 4 },
    ]);
  });

  it('reads the date range the console sends as instants in the wire time zone', () => {
    expect(parse({ createTime_dategt: '2025-03-01', createTime_datelt: '2025-03-31 23:59:59' })).toEqual([
      { field: 'createTime', op: '>', value: new Date('2025-02-28T16:00:00Z') },
      { field: 'createTime', op: '<', value: new Date('2025-03-31T15:59:59Z') },
    ]);
    expect(parse({ createTime_datege: '2025-03-01', createTime_datele: '2025-03-02' })).toEqual([
      { field: 'createTime', op: '>=', value: new Date('2025-02-28T16:00:00Z') },
      { field: 'createTime', op: '<=', value: new Date('2025-03-01T16:00:00Z') },
    ]);
  });

  it('skips paging, sorting, the download token, ignored parameters and empty values', () => {
    const query = { current: '2', size: '10', ascs: 'name', descs: 'code', 'blade-auth': 'bearer x' };

    expect(parse({ ...query, parentId: '0', name: '', code: undefined }, ['parentId'])).toEqual([]);
  });

  it('refuses an unknown filter, naming it', () => {
    expect(refusal({ password: 'x' })).toEqual({ msg: '不支持的查询条件: password', field: 'password' });
    expect(refusal({ password_like: '' })).toEqual({
      msg: '不支持的查询条件: password_like',
      field: 'password_like',
    });
  });

  it('does not mistake inherited object properties for declared fields', () => {
    expect(refusal({ constructor: 'x' }).msg).toBe('不支持的查询条件: constructor');
    expect(refusal({ toString_like: 'x' }).msg).toBe('不支持的查询条件: toString_like');
  });

  it('refuses an operator the field kind does not support', () => {
    expect(refusal({ status_like: '1' }).msg).toBe('查询条件 status_like 不适用于该字段');
    expect(refusal({ name_ge: 'a' }).msg).toBe('查询条件 name_ge 不适用于该字段');
    expect(refusal({ status_datege: '2025-01-01' }).msg).toBe('查询条件 status_datege 不适用于该字段');
  });

  it('reads "0" of an id filter as the top level, which no record is', () => {
    expect(parse({ id: '0' })).toEqual([{ field: 'id', op: '=', value: '0' }]);
  });

  it('refuses values that do not fit the field kind', () => {
    expect(refusal({ status: 'abc' }).msg).toBe('查询条件 status 必须是数字');
    expect(refusal({ status_ge: ' ' }).msg).toBe('查询条件 status_ge 必须是数字');
    expect(refusal({ id: '12x' }).msg).toBe('查询条件 id 不是有效的 ID');
    expect(refusal({ createTime_datege: '01/03/2025' }).msg).toBe(
      '查询条件 createTime_datege: 日期格式应为 yyyy-MM-dd HH:mm:ss 或 yyyy-MM-dd',
    );
  });

  it.each([['12345678901234567890'], ['2147483648'], ['-2147483649'], ['1.5'], ['1e20']])(
    'refuses a number filter the integer column cannot hold: %p',
    (value) => {
      expect(refusal({ status: value })).toMatchObject({ msg: integerRangeMsg('status'), field: 'status' });
    },
  );

  it('keeps number filters at the ends of the integer range', () => {
    expect(parse({ status_ge: '-2147483648', status_le: '2147483647' }).map(({ value }) => value)).toEqual([
      -2147483648, 2147483647,
    ]);
  });

  it('refuses a filter given twice', () => {
    expect(refusal({ status: ['1', '2'] }).msg).toBe('查询条件 status 只能有一个值');
  });
});
