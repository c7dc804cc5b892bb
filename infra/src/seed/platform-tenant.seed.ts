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
    authorizedGrantTypes: 'refresh_token,password,authorization_code,captcha,social',
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
