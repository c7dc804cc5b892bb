import { ID_LIST_EMPTY_MSG, ID_MSG, idListSchema, idSchema } from './id-schemas';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('idSchema', () => {
  it.each([
    ['1858000000000000001', '1858000000000000001'],
    [42, '42'],
    ['007', '7'],
    ['9223372036854775807', '9223372036854775807'],
  ])('accepts %p as %p', (raw, id) => {
    expect(idSchema.parse(raw)).toBe(id);
  });

  it.each([
    ['0'],
    [0],
    [-5],
    ['-5'],
    ['12a'],
    [''],
    ['1.5'],
    [1.5],
    ['9223372036854775808'],
    ['12345678901234567890'],
    [2 ** 60],
    [true],
    [null],
  ])('refuses %p with a clear message', (raw) => {
    expect(firstMessage(idSchema.safeParse(raw))).toBe(ID_MSG);
  });
});

describe('idListSchema', () => {
  it('reads a comma-joined query value', () => {
    expect(idListSchema.parse('1,2, 3')).toEqual(['1', '2', '3']);
  });

  it('reads a repeated query parameter and a JSON array of strings and numbers', () => {
    expect(idListSchema.parse(['1', '2,3'])).toEqual(['1', '2', '3']);
    expect(idListSchema.parse(['1858000000000000001', 2])).toEqual(['1858000000000000001', '2']);
  });

  it('drops empty entries and repeated ids, keeping the order given', () => {
    expect(idListSchema.parse('3,1,,3,')).toEqual(['3', '1']);
  });

  it('names the first malformed entry', () => {
    expect(firstMessage(idListSchema.safeParse('1,x,y'))).toBe(`${ID_MSG}: x`);
    expect(firstMessage(idListSchema.safeParse([1, -2]))).toBe(`${ID_MSG}: -2`);
  });

  it('refuses an empty list', () => {
    expect(firstMessage(idListSchema.safeParse(''))).toBe(ID_LIST_EMPTY_MSG);
    expect(firstMessage(idListSchema.safeParse([]))).toBe(ID_LIST_EMPTY_MSG);
  });

  it('refuses what is neither a string nor an array', () => {
    expect(firstMessage(idListSchema.safeParse({ ids: '1' }))).toBe(ID_MSG);
  });
});
