// The seeds are the server's; the console's tsconfig has no alias for infra, hence the path.
import { seedMenus } from '../../../../infra/src/seed/platform-menus.seed';
import { menuName } from '@console/lib/menu/menu-name';
import { englishMenuNames } from '@console/lib/menu/menu-names.i18n';

/** Category 1: the menus menu/routes answers; buttons (2) are permissions, never shown by name. */
const seededMenuCodes = seedMenus.filter((menu) => menu.category === 1).map((menu) => menu.code);

describe('the English names of the seeded menus', () => {
  it('names every seeded menu', () => {
    expect(seededMenuCodes.filter((code) => !Object.hasOwn(englishMenuNames, code))).toEqual([]);
  });

  it('names no menu the seeds have not', () => {
    expect(Object.keys(englishMenuNames).filter((code) => !seededMenuCodes.includes(code))).toEqual([]);
  });
});

describe('the name a menu shows', () => {
  const goodsMoulds = { code: 'goods_mould', name: '商品模板' };

  it('is the English name by code in English, the server name in Chinese', () => {
    expect(menuName(goodsMoulds, 'en')).toBe('Goods moulds');
    expect(menuName(goodsMoulds, 'zh')).toBe('商品模板');
  });

  it('is the server name in every language for a menu the seeds do not know', () => {
    for (const code of ['my_reports', 'constructor']) {
      expect(menuName({ code, name: '自定义' }, 'en')).toBe('自定义');
      expect(menuName({ code, name: '自定义' }, 'zh')).toBe('自定义');
    }
  });
});
