import { RefusedError } from '@platform/errors/domain-errors';
import { contractFont, contractFontPath } from '@services/contract/document/contract-font';

describe('the contracts’ font', () => {
  it('is Debian’s Noto Sans CJK unless CONTRACT_FONT names another', () => {
    expect(contractFontPath({})).toMatch(/NotoSansCJK-Regular\.ttc$/);
    expect(contractFontPath({ CONTRACT_FONT: 'fonts/other.ttf' })).toBe('fonts/other.ttf');
  });

  it('is refused with what to install or set when its file is missing', () => {
    const missing = () => contractFont({ CONTRACT_FONT: 'no-such-dir/font.ttc' });
    expect(missing).toThrow(RefusedError);
    expect(missing).toThrow(
      '合同字体文件不存在：no-such-dir/font.ttc（请安装 fonts-noto-cjk 或设置 CONTRACT_FONT）',
    );
  });
});
