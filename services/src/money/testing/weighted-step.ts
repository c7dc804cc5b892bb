import fc from 'fast-check';

/**
 * One kind of step of a random sequence, drawn `weight` times as often as a step of weight 1:
 * `{ kind, ...fields }`, each field drawn from its arbitrary.
 */
export function weightedStep<Kind extends string, Fields extends object>(
  weight: number,
  kind: Kind,
  fields: { [Field in keyof Fields]: fc.Arbitrary<Fields[Field]> },
): fc.WeightedArbitrary<{ kind: Kind } & Fields> {
  const arbitrary = fc.record({ kind: fc.constant(kind), ...fields });
  return { weight, arbitrary: arbitrary as unknown as fc.Arbitrary<{ kind: Kind } & Fields> };
}
