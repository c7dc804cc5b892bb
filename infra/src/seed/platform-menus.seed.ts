/**
 * The menu tree tenant 000000 starts with: the system module's pages and their buttons. Ids are
 * fixed so that seeding at every start is idempotent.
 */
const menuFirstId = 1123598815738675201n;

function menuRow(
  offset: bigint,
  parentId: string,
  values: { code: string; name: string; alias: string; path: string; source: string; sort: number },
  category: 1 | 2,
) {
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

/** A console page of the system module and the buttons on it, whose codes are permission codes. */
type SystemPage = [code: string, name: string, extraButtons?: ReadonlyArray<[code: string, name: string]>];

const systemPages: SystemPage[] = [
  [
    'user',
    '用户管理',
    [
      ['reset', '重置密码'],
      ['role', '角色配置'],
      ['unlock', '账号解锁'],
    ],
  ],
  ['dept', '部门管理'],
  ['post', '岗位管理'],
  ['role', '角色管理', [['grant', '权限设置']]],
  ['menu', '菜单管理'],
  ['dict', '字典管理'],
  ['dictbiz', '业务字典'],
  ['param', '参数管理'],
  ['tenant', '租户管理'],
  ['client', '应用管理'],
];

const standardButtons: ReadonlyArray<[code: string, name: string]> = [
  ['add', '新增'],
  ['edit', '修改'],
  ['delete', '删除'],
  ['view', '查看'],
];

/**
 * The system module's menus (category 1) and buttons (category 2). Ids are fixed: page i owns
 * the block of 100 ids after the module's, its buttons the ids just after the page's own.
 */
export const seedMenus = (() => {
  const system = menuRow(
    0n,
    '0',
    { code: 'system', name: '系统管理', alias: 'menu', path: '/system', source: 'setting', sort: 1 },
    1,
  );
  return [
    system,
    ...systemPages.flatMap(([code, name, extraButtons = []], pageIndex) => {
      const offset = BigInt((pageIndex + 1) * 100);
      const path = `/system/${code}`;
      const page = menuRow(
        offset,
        system.id,
        { code, name, alias: 'menu', path, source: 'menu', sort: pageIndex + 1 },
        1,
      );
      const buttons = [...standardButtons, ...extraButtons].map(([action, label], buttonIndex) =>
        menuRow(
          offset + BigInt(buttonIndex + 1),
          page.id,
          {
            code: `${code}_${action}`,
            name: label,
            alias: action,
            path: `${path}/${action}`,
            source: action,
            sort: buttonIndex + 1,
          },
          2,
        ),
      );
      return [page, ...buttons];
    }),
  ];
})();
