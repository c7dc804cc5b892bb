import { menuModules, type MenuPage } from './platform-menu-modules';

/**
 * The menu tree tenant 000000 starts with: every module of the product, its pages and the
 * buttons on them. Ids are fixed so that seeding at every start is idempotent.
 */
const menuFirstId = 1123598815738675201n;

/** A type, not an interface, so that it reads as a plain record (seedRecords). */
export type SeedMenu = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: 1 | 2;
  action: number;
  isOpen: number;
  remark: null;
};

function menuRow(
  offset: bigint,
  parentId: string,
  values: { code: string; name: string; alias: string; path: string; source: string; sort: number },
  category: 1 | 2,
): SeedMenu {
  return {
    id: (menuFirstId + offset).toString(),
    parentId,
    ...values,
    category,
    action: category === 2 ? 1 : 0,
    isOpen: 1,
    remark: null,
  };
}

/** Every page has these; a page's own actions follow them. */
const standardButtons: ReadonlyArray<[action: string, name: string]> = [
  ['add', '新增'],
  ['edit', '修改'],
  ['delete', '删除'],
  ['view', '查看'],
];

/** A button's code is its page's code and its action (`goods_audit`): the permission it grants. */
function pageRows(page: MenuPage, pageIndex: number, moduleOffset: bigint, module: SeedMenu): SeedMenu[] {
  const offset = moduleOffset + BigInt((pageIndex + 1) * 100);
  const path = `${module.path}/${page.path ?? page.code}`;
  const row = menuRow(
    offset,
    module.id,
    {
      code: page.code,
      name: page.name,
      alias: 'menu',
      path,
      source: page.icon ?? 'menu',
      sort: pageIndex + 1,
    },
    1,
  );
  const buttons = [...(page.standard === false ? [] : standardButtons), ...(page.buttons ?? [])];
  return [
    row,
    ...buttons.map(([action, label], buttonIndex) =>
      menuRow(
        offset + BigInt(buttonIndex + 1),
        row.id,
        {
          code: `${page.code}_${action}`,
          name: label,
          alias: action,
          path: `${path}/${action}`,
          source: action,
          sort: buttonIndex + 1,
        },
        2,
      ),
    ),
  ];
}

/**
 * Menus (category 1) and buttons (category 2). Module m owns the ids from m × 100,000 after the
 * first; its page i the block of 100 ids after (i + 1) × 100, its buttons the ids just after the
 * page's own. The system module is module 0 and its first ten pages keep the ids they always had;
 * new pages and modules are appended, never inserted, so that no id ever changes meaning.
 */
export const seedMenus: SeedMenu[] = menuModules.flatMap((module, moduleIndex) => {
  const moduleOffset = BigInt(moduleIndex) * 100_000n;
  const root = menuRow(
    moduleOffset,
    '0',
    {
      code: module.code,
      name: module.name,
      alias: 'menu',
      path: module.path,
      source: module.icon,
      sort: module.sort,
    },
    1,
  );
  return [root, ...module.pages.flatMap((page, pageIndex) => pageRows(page, pageIndex, moduleOffset, root))];
});
