import { CURRENT_MSG, pageQuery, SIZE_MSG, toPage } from './paging';

const firstMessage = (query: Record<string, unknown>) => pageQuery.safeParse(query).error?.issues[0]?.message;

describe('pageQuery', () => {
  it('defaults to the first page of 10', () => {
    expect(pageQuery.parse({})).toEqual({ current: 1, size: 10 });
  });

  it('treats empty parameters as absent', () => {
    expect(pageQuery.parse({ current: '', size: '' })).toEqual({ current: 1, size: 10 });
  });

  it('reads query strings as numbers', () => {
    expect(pageQuery.parse({ current: '3', size: '30' })).toEqual({ current: 3, size: 30 });
  });

  it('cuts sizes above 1000 to 1000', () => {
    expect(pageQuery.parse({ size: '5000' })).toEqual({ current: 1, size: 1000 });
  });

  it('ignores parameters it does not know', () => {
    expect(pageQuery.parse({ current: '2', name: 'x' })).toEqual({ current: 2, size: 10 });
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], ['2147483648'], ['1e20']])('refuses current=%p', (current) => {
    expect(firstMessage({ current })).toBe(CURRENT_MSG);
  });

  it.each([['0'], ['-10'], ['2.5'], ['ten']])('refuses size=%p', (size) => {
    expect(firstMessage({ size })).toBe(SIZE_MSG);
  });
});

describe('toPage', () => {
  it('counts the pages, rounding up', () => {
    expect(toPage(['a', 'b'], 21, { current: 3, size: 10 })).toEqual({
      records: ['a', 'b'],
      total: 21,
      size: 10,
      current: 3,
      pages: 3,
    });
  });

  it('answers zero pages when there is nothing', () => {
    expect(toPage([], 0, { current: 1, size: 10 }).pages).toBe(0);
  });

  it('answers exactly full pages without an extra one', () => {
    expect(toPage([], 30, { current: 1, size: 10 }).pages).toBe(3);
  });
});
