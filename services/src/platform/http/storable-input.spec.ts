import {
  assertStorableInput,
  MAX_INPUT_DEPTH,
  MAX_TEXT_LENGTH,
  tooDeepMsg,
  tooLongTextMsg,
  unstorableTextMsg,
} from './storable-input';
import { validationRefusal } from './testing/validation-refusal';

const refusal = (input: unknown) => validationRefusal(() => assertStorableInput(input));

// Built as JSON.parse builds a hostile body: iteratively, deeper than recursion could go.
const nested = (depth: number): unknown => JSON.parse(`${'{"a":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`);

describe('assertStorableInput', () => {
  it('lets ordinary input through: text, emoji, numbers, arrays, nulls', () => {
    expect(() =>
      assertStorableInput({ name: '健身卡 🏋️', sort: 1, ids: ['1', 2], remark: null, ok: true }),
    ).not.toThrow();
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'x\ud800y'],
    ['a lone low surrogate', 'x\udc00y'],
    ['a high surrogate at the end', 'x\ud800'],
    ['two high surrogates', '\ud800\ud800\udc00'],
  ])('refuses %s, naming the field', (_, text) => {
    expect(refusal({ ok: 'fine', name: text })).toEqual({ msg: unstorableTextMsg('name'), field: 'name' });
  });

  it('names nested fields by their path and names the first bad one', () => {
    expect(refusal({ items: [{ a: 'ok' }, { a: 'x\u0000' }], later: '\u0000' }).field).toBe('items.1.a');
  });

  it('refuses a key that cannot be stored', () => {
    expect(refusal({ 'na\u0000me': 'x' })).toEqual({
      msg: unstorableTextMsg('na\uFFFDme'),
      field: 'na\uFFFDme',
    });
  });

  it('refuses text longer than any field and accepts the longest', () => {
    expect(() => assertStorableInput({ value: 'x'.repeat(MAX_TEXT_LENGTH) })).not.toThrow();
    expect(refusal({ value: 'x'.repeat(MAX_TEXT_LENGTH + 1) })).toEqual({
      msg: tooLongTextMsg('value'),
      field: 'value',
    });
  });

  it('refuses nesting deeper than any form, however deep, without exhausting the stack', () => {
    expect(() => assertStorableInput(nested(MAX_INPUT_DEPTH - 1))).not.toThrow();
    expect(refusal(nested(MAX_INPUT_DEPTH + 1)).msg).toBe(
      tooDeepMsg(Array(MAX_INPUT_DEPTH).fill('a').join('.')),
    );
    expect(refusal(nested(100_000)).msg).toMatch(/嵌套层级过深$/);
  });
});
