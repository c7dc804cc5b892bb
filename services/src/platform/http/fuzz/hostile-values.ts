import fc from 'fast-check';
import type { JsonSchema } from './route-catalogue';

/**
 * Values a hostile or careless caller sends, and values that look right: the fuzz suite sends
 * plausible input with one or two things wrong, so a request gets past the first field and the
 * hostile value reaches the code behind it.
 */

const md5 = 'e10adc3949ba59abbe56e057f20f883e';

/** Text that once broke something somewhere, or should be refused whole: each kind as likely. */
export const hostileText = fc.oneof(
  fc.constantFrom('a\u0000b', '\u0000', 'x\ud800y', '\udc00', 'x\ud800', '\udbff\udbff'),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '12345678901234567890',
    '99999999999999999999999',
    '1e400',
    'NaN',
  ),
  fc.constantFrom(
    'true',
    'null',
    '2025-13-45',
    '2025-02-30 25:61:61',
    '1,2,abc',
    ',,,',
    '__proto__',
    'constructor',
  ),
  fc.constantFrom("' OR '1'='1", '%_\\', '<script>alert(1)</script>', '../../etc/passwd', '😀'.repeat(40)),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.constantFrom(300, 5_000, 70_000).map((length) => 'a'.repeat(length)),
  fc.constantFrom(100, 1_000).map((length) => '名'.repeat(length)),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e20, 2 ** 64, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nesting deeper than any form: objects in objects, arrays in arrays. */
const deeplyNested = fc
  .integer({ min: 10, max: 200 })
  .chain((depth) =>
    fc.constantFrom(
      JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) as unknown,
      JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`) as unknown,
    ),
  );

/** An object with an own `__proto__` key, as JSON can carry one. */
const protoKeyed = fc.constant(null).map(() => {
  const object = Object.create(null) as Record<string, unknown>;
  object['__proto__'] = { isAdmin: true, tenantId: '000000' };
  return object;
});

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 2 }) },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: protoKeyed },
);

/** Plausible text: what fields of this product usually hold, within the schema's lengths. */
function plausibleText(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = Math.min(typeof schema.minLength === 'number' ? schema.minLength : 0, 20);
  const maxLength = Math.max(
    Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 20, 20),
    minLength,
  );
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.constantFrom(
      '1',
      '000000',
      '2025-01-01',
      '2025-01-01 00:00:00',
      md5,
      'fuzz@example.cn',
      '13800138000',
      '1,2',
    ),
  );
}

/** A value that fits `schema` more often than not, so the request reaches its later checks. */
export function plausibleValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map(plausibleValue));
  switch (schema.type) {
    case 'string':
      return plausibleText(schema);
    case 'integer':
      return fc.integer({ min: -2, max: 5 });
    case 'number':
      return fc.oneof(fc.integer({ min: -2, max: 5 }), fc.double({ min: 0, max: 1000, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausibleValue((schema.items ?? {}) as JsonSchema), { maxLength: 3 });
    default:
      return fc.oneof(plausibleText(schema), fc.integer({ min: 0, max: 5 }));
  }
}

/** Paging as lists read it, odd or not. */
export const pagingValue = fc.oneof(
  fc.constantFrom('1', '10', '0', '-1', '1.5', '1e20', 'abc', '', '99999999999', '2147483648', '1000000'),
  fc.integer().map(String),
);
