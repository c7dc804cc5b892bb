/**
 * The records tenant 000000 (the platform) starts with. Ids are fixed so that seeding at every
 * start is idempotent: a record that exists, or existed and was removed, is left alone.
 */
export const platformTenantId = '000000';

export const seedParams = [
  {
    id: '1123598819738675201',
    paramName: '是否开启注册功能',
    paramKey: 'account.registerUser',
    paramValue: 'true',
    remark: '开启用户自助注册',
  },
  {
    id: '1123598819738675202',
    paramName: '账号初始密码',
    paramKey: 'account.initPassword',
    paramValue: '123456',
    remark: '新建与重置账号时的初始密码',
  },
  {
    id: '1123598819738675203',
    paramName: '账号错误锁定次数',
    paramKey: 'account.failCount',
    paramValue: '5',
    remark: '10 分钟内登录失败达到此次数则锁定',
  },
  {
    id: '1123598819738675204',
    paramName: '令牌有效期',
    paramKey: 'auth.tokenValidity',
    paramValue: '3000',
    remark: '访问令牌有效秒数',
  },
];

export const seedPosts = [
  {
    id: '1123598817738675201',
    category: 1,
    postCode: 'ceo',
    postName: '首席执行官',
    sort: 1,
    remark: '总经理',
  },
  {
    id: '1123598817738675202',
    category: 1,
    postCode: 'coo',
    postName: '首席运营官',
    sort: 2,
    remark: '常务总经理',
  },
  {
    id: '1123598817738675203',
    category: 1,
    postCode: 'cfo',
    postName: '首席财务官',
    sort: 3,
    remark: '财务总经理',
  },
  {
    id: '1123598817738675204',
    category: 2,
    postCode: 'manager',
    postName: '经理',
    sort: 4,
    remark: '部门经理',
  },
  {
    id: '1123598817738675205',
    category: 4,
    postCode: 'staff',
    postName: '员工',
    sort: 5,
    remark: '普通员工',
  },
];

/** The console's own client: its secret is public, since every browser carries it. */
export const seedClients = [
  {
    id: '1123598811738675201',
    clientId: 'saber',
    clientSecret: 'saber_secret',
    scope: 'all',
    authorizedGrantTypes: 'refresh_token,password,authorization_code,captcha,social,sms_code',
    resourceIds: null,
    webServerRedirectUri: 'http://localhost:8080',
    authorities: null,
    accessTokenValidity: 3600,
    refreshTokenValidity: 604800,
    additionalInformation: null,
    autoapprove: null,
  },
];

export const seedTenants = [
  {
    id: '1123598821738675201',
    tenantId: platformTenantId,
    tenantName: '管理组',
    domain: null,
    backgroundUrl: null,
    linkman: 'admin',
    contactNumber: '666666',
    address: '管理组',
    accountNumber: -1,
    expireTime: null,
    packageId: null,
    datasourceId: null,
    licenseKey: null,
  },
];

/** The platform tenant's root department; other departments hang below it. */
export const seedDepts = [
  {
    id: '1123598813738675201',
    parentId: '0',
    deptName: '预付管家',
    fullName: '预付管家',
    deptCategory: 1,
    sort: 1,
    remark: null,
  },
];

/**
 * A system dictionary as rows: its header (top level, key "-1") then its items, in order. Ids
 * count up from `firstId`, so each dictionary owns a fixed block of them.
 */
function dictionary(firstId: bigint, code: string, name: string, items: ReadonlyArray<[string, string]>) {
  const headerId = firstId.toString();
  const row = (offset: number, parentId: string, dictKey: string, dictValue: string, sort: number) => ({
    id: (firstId + BigInt(offset)).toString(),
    parentId,
    code,
    dictKey,
    dictValue,
    sort,
    isSealed: 0,
    remark: null,
  });
  return [
    row(0, '0', '-1', name, 0),
    ...items.map(([key, value], index) => row(index + 1, headerId, key, value, index + 1)),
  ];
}

/** The system dictionaries the generic screens label their values with (SPEC.md §3). */
export const seedDicts = [
  ...dictionary(1123598814738675201n, 'post_category', '岗位类型', [
    ['1', '高层'],
    ['2', '中层'],
    ['3', '基层'],
    ['4', '其他'],
  ]),
  ...dictionary(1123598814738675211n, 'org_category', '机构类型', [
    ['1', '公司'],
    ['2', '部门'],
    ['3', '小组'],
  ]),
  ...dictionary(1123598814738675221n, 'sex', '性别', [
    ['1', '男'],
    ['2', '女'],
    ['3', '未知'],
  ]),
  ...dictionary(1123598814738675231n, 'yes_no', '是否', [
    ['0', '否'],
    ['1', '是'],
  ]),
  ...dictionary(1123598814738675241n, 'menu_category', '菜单类型', [
    ['1', '菜单'],
    ['2', '按钮'],
  ]),
  ...dictionary(1123598814738675251n, 'button_func', '按钮功能', [
    ['1', '工具栏'],
    ['2', '操作栏'],
    ['3', '工具操作栏'],
  ]),
  // WIRE.md "Data scope types".
  ...dictionary(1123598814738675261n, 'data_scope_type', '数据权限类型', [
    ['1', '全部可见'],
    ['2', '本人可见'],
    ['3', '所在机构可见'],
    ['4', '所在机构及子级可见'],
    ['5', '自定义'],
  ]),
  ...dictionary(1123598814738675271n, 'api_scope_type', '接口权限类型', [
    ['1', '系统接口'],
    ['2', '业务接口'],
  ]),
  // blade_menu.is_open as BladeX has it: 2 opens the menu in a new window.
  ...dictionary(1123598814738675291n, 'menu_open', '新窗口', [
    ['1', '否'],
    ['2', '是'],
  ]),
  // A user registered through third-party login waits for approval (blade-user/audit-pass).
  ...dictionary(1123598814738675281n, 'user_status', '用户状态', [
    ['0', '待审核'],
    ['1', '正常'],
  ]),
  // The providers an SMS setting may name (blade-resource/sms, sms.resource.ts).
  ...dictionary(1123598814738675301n, 'sms_category', '短信服务商', [
    ['local', '本地短信网关'],
    ['aliyun', '阿里云短信'],
  ]),
  // What a report definition may choose (blade-report, report-run.wire.ts says which go together).
  ...dictionary(1123598814738675701n, 'report_source', '报表数据来源', [
    ['merchant', '商户'],
    ['goods', '商品'],
    ['order', '订单'],
    ['deposit', '入金'],
    ['consume', '消费'],
  ]),
  ...dictionary(1123598814738675711n, 'report_dimension', '报表分组维度', [
    ['day', '按日'],
    ['month', '按月'],
    ['merchant', '按商户'],
    ['category', '按行业分类'],
  ]),
  ...dictionary(1123598814738675721n, 'report_measure', '报表统计指标', [
    ['count', '笔数'],
    ['amount', '金额(元)'],
  ]),
  ...dictionary(1123598814738675731n, 'report_chart', '报表图表类型', [
    ['bar', '柱状图'],
    ['line', '折线图'],
  ]),
  // The categories of a notice (blade-desk/notice, notice.resource.ts).
  ...dictionary(1123598814738675601n, 'notice_category', '通知类型', [
    ['1', '发布通知'],
    ['2', '批转通知'],
    ['3', '转发通知'],
    ['4', '指示通知'],
    ['5', '任免通知'],
  ]),
  // What a day of the workday calendar is (blade-system/workday, workday.resource.ts).
  ...dictionary(1123598814738675611n, 'workday_type', '日期类型', [
    ['1', '节假日'],
    ['2', '调休工作日'],
  ]),
  ...dictionary(1123598814738675411n, 'oss_category', '对象存储类型', [
    ['local', '本地磁盘'],
    ['s3', 'S3 兼容存储'],
  ]),
];

/** The platform's first administrator: account admin, password admin (md5 as the browser sends it). */
export const seedAdministrator = {
  id: '1123598821738675201',
  account: 'admin',
  passwordMd5: '21232f297a57a5a743894a0e4a801fc3',
  name: '管理员',
  realName: '管理员',
  email: 'admin@example.com',
  phone: '13800000000',
};

/** The platform's administrator role: its alias lets it see every menu (WIRE.md). */
export const seedRoles = [
  {
    id: '1123598816738675201',
    parentId: '0',
    roleName: '超级管理员',
    roleAlias: 'administrator',
    sort: 1,
  },
];

/**
 * The platform's auditor: granted the 审计 menu when first seeded (system.seed.ts), so that it
 * reads every tenant's history and nothing else. Tenants make their own auditors the same way.
 */
export const seedAuditorRole = {
  id: '1123598816738675210',
  parentId: '0',
  roleName: '审计员',
  roleAlias: 'auditor',
  sort: 2,
};

/**
 * The roles the seeded leave process asks for its decisions, by the aliases its model names as
 * candidate groups (leave-process.ts): the department head and HR. Granted 我的事务 when first
 * seeded (system.seed.ts), so that an administrator only gives them to users.
 */
export const seedLeaveRoles = [
  { id: '1123598816738675211', parentId: '0', roleName: '部门经理', roleAlias: 'manager', sort: 3 },
  { id: '1123598816738675212', parentId: '0', roleName: '人事', roleAlias: 'hr', sort: 4 },
];

/** The roles the seeded administrator holds, given when the account is first created. */
export const seedAdministratorRoleIds = [seedRoles[0]!.id];
