import { isPositiveYuan } from '@console/features/money/api/yuan-text';

describe('an amount typed in yuan', () => {
  it('takes whole yuan and up to two places', () => {
    expect(['128', '128.5', '128.50', ' 0.01 '].every(isPositiveYuan)).toBe(true);
  });

  it('refuses zero, three places, signs and words', () => {
    expect(['0', '0.00', '1.234', '-5', 'abc', '', '123456789'].some(isPositiveYuan)).toBe(false);
  });
});
