import { serializeWireJson } from './wire-json.serializer';

describe('serializeWireJson', () => {
  it('writes Dates as wire dates wherever they are nested', () => {
    const payload = {
      createTime: new Date('2025-03-01T16:05:09Z'),
      rows: [{ at: new Date('2025-03-01T00:00:00Z') }],
    };

    expect(JSON.parse(serializeWireJson(payload))).toEqual({
      createTime: '2025-03-02 00:05:09',
      rows: [{ at: '2025-03-01 08:00:00' }],
    });
  });

  it('writes bigints as decimal strings, beyond the precision of a JSON number', () => {
    expect(serializeWireJson({ revision: 9007199254740993n })).toBe('{"revision":"9007199254740993"}');
  });

  it('writes an invalid Date as null, as JSON.stringify does', () => {
    expect(serializeWireJson({ at: new Date(NaN) })).toBe('{"at":null}');
  });

  it('writes a Date or a bigint given alone, and bigints inside arrays', () => {
    expect(serializeWireJson(new Date('2025-03-01T16:05:09Z'))).toBe('"2025-03-02 00:05:09"');
    expect(serializeWireJson([1n, [2n]])).toBe('["1",["2"]]');
  });

  it('leaves everything else as JSON.stringify writes it', () => {
    const payload = {
      a: 1,
      b: 'x',
      c: [true, null, undefined, () => 1],
      d: { e: '2025-01-01', gone: undefined, alsoGone: () => 1, [Symbol('hidden')]: 1 },
      f: NaN,
      g: Buffer.from('ab'),
      h: new Map([['k', 1]]),
      i: Object.assign(Object.create({ inherited: 1 }), { own: 2 }),
    };

    expect(serializeWireJson(payload)).toBe(JSON.stringify(payload));
  });

  it('gives toJSON its key, as JSON.stringify does, and writes the wire form of what it answers', () => {
    const keyed = { toJSON: (key: string) => ({ key, at: new Date('2025-03-01T00:00:00Z') }) };

    expect(JSON.parse(serializeWireJson({ field: keyed, list: [keyed] }))).toEqual({
      field: { key: 'field', at: '2025-03-01 08:00:00' },
      list: [{ key: '0', at: '2025-03-01 08:00:00' }],
    });
  });
});
