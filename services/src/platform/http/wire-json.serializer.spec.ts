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

  it('leaves everything else as JSON.stringify writes it', () => {
    const payload = { a: 1, b: 'x', c: [true, null], d: { e: '2025-01-01' } };

    expect(serializeWireJson(payload)).toBe(JSON.stringify(payload));
  });
});
