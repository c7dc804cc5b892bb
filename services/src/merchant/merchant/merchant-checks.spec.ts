import {
  creditCodeCheckCharacter,
  creditCodeProblem,
  isDigitalYuanNumber,
} from '@services/merchant/merchant/merchant-checks';
import { phoneProblem } from '@platform/http/phone-schema';

describe('merchant number checks', () => {
  it('accepts a unified social credit code whose check character matches', () => {
    expect(creditCodeCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(creditCodeProblem('91350100M000100Y43')).toBeUndefined();
  });

  it('refuses an empty, malformed or mistyped credit code, each with its reason', () => {
    expect(creditCodeProblem('')).toBe('统一社会信用代码不能为空');
    expect(creditCodeProblem('91350100M000100Y4')).toBe('统一社会信用代码格式不正确');
    expect(creditCodeProblem('91350100M000100I43')).toBe('统一社会信用代码格式不正确');
    expect(creditCodeProblem('91350100M000100Y44')).toBe('统一社会信用代码校验位不正确');
  });

  it('checks phones in the order of SPEC.md §5', () => {
    expect(phoneProblem('')).toBe('手机号码不能为空');
    expect(phoneProblem('1380013800')).toBe('手机号码长度不为11位');
    expect(phoneProblem('12800138000')).toBe('手机号码格式不正确');
    expect(phoneProblem('1380013800a')).toBe('手机号码格式不正确');
    expect(phoneProblem('13800138000')).toBeUndefined();
  });

  it('knows a digital-yuan wallet number by its length and Luhn check digit', () => {
    expect(isDigitalYuanNumber('0000000000000000')).toBe(true);
    expect(isDigitalYuanNumber('4111111111111111')).toBe(true);
    expect(isDigitalYuanNumber('4111111111111112')).toBe(false);
    expect(isDigitalYuanNumber('411111111111111')).toBe(false);
    expect(isDigitalYuanNumber('41111111111111a1')).toBe(false);
  });
});
