import {
  contractPlaceholders,
  placeholderProblem,
  renderContract,
} from '@services/contract/template/contract-placeholders';
import type { ContractValues } from '@services/contract/template/contract-placeholders';

describe('contract placeholders', () => {
  it('accepts known names, with spaces inside the braces', () => {
    expect(placeholderProblem('甲方：{{merchantName}}，代码 {{ creditCode }}')).toBeUndefined();
  });

  it('names every unknown placeholder once', () => {
    expect(placeholderProblem('{{merchantNam}} {{x1}} {{x1}}')).toBe(
      '合同模板含有未知占位符：{{merchantNam}}、{{x1}}',
    );
  });

  it('refuses a placeholder that is not well formed', () => {
    expect(placeholderProblem('金额 {{tradeAmount}} 与 {{商户}}')).toBe(
      '合同模板含有格式不正确的占位符，应为 {{名称}}',
    );
    expect(placeholderProblem('{{tradeAmount}')).toBeDefined();
  });

  it('renders every known placeholder', () => {
    const values = Object.fromEntries(
      Object.keys(contractPlaceholders).map((name) => [name, `<${name}>`]),
    ) as unknown as ContractValues;
    expect(renderContract('{{merchantName}} / {{ tradeAmount }}', values)).toBe(
      '<merchantName> / <tradeAmount>',
    );
  });
});
