import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { hostileText, hostileValue, pagingValue, plausibleValue } from './hostile-values';
import type { Route, RouteInput } from './route-catalogue';

/** Names an extra parameter may take: framework-looking, privileged-looking, or any text. */
const extraName = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'tenantId', 'id', 'createUser', 'isDeleted', 'x'),
  fc.string({ maxLength: 12 }),
);

const pagingNames = ['current', 'size', 'ascs', 'descs'] as const;

type Entries = Array<[string, unknown]>;
/** Declared inputs in order; `absent` marks an optional one left out. */
type Inputs = Array<[string, unknown]>;
type Attack = (inputs: Inputs) => Inputs;

const absent = Symbol('absent');

/** One thing wrong with otherwise plausible input. */
function attacksOn(declared: number): fc.Arbitrary<Attack> {
  const added = (arbitrary: fc.Arbitrary<[string, unknown]>) =>
    arbitrary.map((extra): Attack => (inputs) => [...inputs, extra]);
  const paging = added(fc.tuple(fc.constantFrom(...pagingNames), pagingValue));
  const extra = added(fc.tuple(extraName, hostileValue));
  if (declared === 0) return fc.oneof(paging, extra);
  const at =
    (index: number, value: unknown): Attack =>
    (inputs) =>
      inputs.map(([name, old], place): [string, unknown] => [name, place === index ? value : old]);
  // A declared input given a hostile value, most often: that is where hostile values count.
  const replaced = fc.tuple(fc.nat(declared - 1), hostileValue).map(([index, value]) => at(index, value));
  const missing = fc.nat(declared - 1).map((index) => at(index, absent));
  return fc.oneof(
    { weight: 6, arbitrary: replaced },
    { weight: 1, arbitrary: missing },
    { weight: 1, arbitrary: paging },
    { weight: 1, arbitrary: extra },
  );
}

/**
 * Every required input and some optional ones, plausible, then one or two things made wrong:
 * a list sent every filter at once would stop at the first implausible one.
 */
function inputsOf(declared: readonly RouteInput[]): fc.Arbitrary<Entries> {
  const plausible = fc.tuple(
    ...declared.map(({ name, schema, required }) => {
      const value = required
        ? plausibleValue(schema)
        : fc.option(plausibleValue(schema), { nil: absent, freq: 2 });
      return value.map((given): [string, unknown] => [name, given]);
    }),
  );
  const attacks = fc.array(attacksOn(declared.length), { minLength: 1, maxLength: 2 });
  return fc
    .tuple(plausible, attacks)
    .map(([inputs, chosen]) =>
      chosen
        .reduce((attacked, attack) => attack(attacked), inputs as Inputs)
        .filter(([, value]) => value !== absent),
    );
}

/** A body's entries as an object that keeps even a `__proto__` key as its own. */
function objectOf(entries: Entries): Record<string, unknown> {
  const object = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of entries) object[name] = value;
  return object;
}

/** A query string the way a careless client writes one: arrays repeated, objects as JSON. */
function queryString(entries: Entries): string {
  const pairs = entries.flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) =>
        `${encode(name)}=${encode(typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))}`,
    ),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** Percent-encoding, writing a lone surrogate as the bytes a broken encoder would send. */
function encode(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** Bodies that are not the JSON object a route reads. */
const oddBody = fc.constantFrom('{', '', 'null', '[]', '"x"', '1e999', '{"a":1,"a":2}', '['.repeat(5000));

/** A request to `route`: its inputs on the query string or in a JSON body, as the route takes them. */
export function requestsTo(route: Route): fc.Arbitrary<InjectOptions> {
  const pathParameters = fc.tuple(...route.pathParameters.map(() => fc.oneof(hostileText, fc.constant('1'))));
  const declared = route.method === 'GET' ? route.query : [...route.query, ...route.body];
  return fc
    .tuple(pathParameters, inputsOf(declared), fc.boolean(), fc.option(oddBody, { freq: 8 }))
    .map(([values, entries, inQuery, odd]) => {
      let url = route.path;
      route.pathParameters.forEach((name, index) => {
        url = url.replace(`{${name}}`, encode(values[index]!) || 'x');
      });
      if (route.method === 'GET' || inQuery) return { method: route.method, url: url + queryString(entries) };
      return {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: odd ?? JSON.stringify(objectOf(entries)),
      };
    });
}
