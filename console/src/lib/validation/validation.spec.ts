import { isEmpty } from '@console/lib/validation/is-empty';
import { isPositiveDecimal, isPositiveInteger } from '@console/lib/validation/numbers';
import { phoneProblem } from '@console/lib/validation/phone';

describe('the phone rules, in their order', () => {
  it.each([
    ['', 'phone.empty'],
    [undefined, 'phone.empty'],
    ['  ', 'phone.empty'],
    ['1381234567', 'phone.length'],
    ['138123456789', 'phone.length'],
    ['12812345678', 'phone.format'],
    ['1381234567a', 'phone.format'],
    ['23812345678', 'phone.format'],
  ])('%p fails with %s', (phone, problem) => {
    expect(phoneProblem(phone)).toBe(problem);
  });

  it.each(['13812345678', '19912345678', '15000000000'])('accepts %s', (phone) => {
    expect(phoneProblem(phone)).toBeUndefined();
  });
});

describe('positive numbers', () => {
  it.each([
    [1, true],
    ['42', true],
    ['0', false],
    ['012', false],
    ['-3', false],
    ['1.5', false],
  ])('integer %p → %p', (value, expected) => {
    expect(isPositiveInteger(value)).toBe(expected);
  });

  it.each([
    ['0.5', true],
    ['12.80', true],
    [3, true],
    ['0', false],
    ['0.00', false],
    ['-1.2', false],
    ['01.2', false],
    ['1.', false],
    ['abc', false],
  ])('decimal %p → %p', (value, expected) => {
    expect(isPositiveDecimal(value)).toBe(expected);
  });
});

describe('the emptiness rule', () => {
  it.each([null, undefined, '', [], {}])('%p is empty', (value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([false, true, 0, Number.NaN, ' ', [0], { a: undefined }])('%p is not empty', (value) => {
    expect(isEmpty(value)).toBe(false);
  });
});
