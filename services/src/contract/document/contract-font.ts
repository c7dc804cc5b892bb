import { existsSync } from 'node:fs';
import { RefusedError } from '@platform/errors/domain-errors';

/** Debian's fonts-noto-cjk: Noto Sans CJK, whose collection holds the Simplified Chinese face. */
const debianNotoCjk = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** The face used inside the collection (a .ttf ignores it). */
export const contractFontFace = 'NotoSansCJKsc-Regular';

/** Where the contracts' CJK font is (CONTRACT_FONT, default Debian's Noto Sans CJK). */
export function contractFontPath(env: Readonly<NodeJS.ProcessEnv>): string {
  return env.CONTRACT_FONT || debianNotoCjk;
}

/**
 * The font file, checked before rendering: without it a contract would come out without its
 * Chinese, so it is refused with a message saying what to install or set.
 */
export function contractFont(env: Readonly<NodeJS.ProcessEnv>): string {
  const path = contractFontPath(env);
  if (!existsSync(path))
    throw new RefusedError(`合同字体文件不存在：${path}（请安装 fonts-noto-cjk 或设置 CONTRACT_FONT）`);
  return path;
}
