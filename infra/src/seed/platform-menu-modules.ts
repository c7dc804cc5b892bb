/** A console page and the buttons on it, whose codes are permission codes. */
export interface MenuPage {
  code: string;
  name: string;
  /** The last path segment; the code by default. */
  path?: string;
  icon?: string;
  /** false: a read-only page without add, edit, delete and view buttons (logs). */
  standard?: false;
  /** Actions beyond add/edit/delete/view: [action, label]; the code is `<page>_<action>`. */
  buttons?: ReadonlyArray<[action: string, name: string]>;
}

export interface MenuModule {
  code: string;
  name: string;
  path: string;
  icon: string;
  sort: number;
  pages: readonly MenuPage[];
}

const view: ReadonlyArray<[string, string]> = [['view', '查看']];
const exportButton: [string, string] = ['export', '导出'];

/**
 * Every module of SPEC.md, in menu order. Append only: a page's position fixes its ids (see
 * seedMenus), so pages are never inserted nor reordered here; `sort` orders the screen instead.
 */
export const menuModules: readonly MenuModule[] = [
  {
    code: 'system',
    name: '系统管理',
    path: '/system',
    icon: 'setting',
    sort: 90,
    pages: [
      {
        code: 'user',
        name: '用户管理',
        buttons: [
          ['reset', '重置密码'],
          ['role', '角色配置'],
          ['unlock', '账号解锁'],
          ['platform', '平台配置'],
          ['audit', '注册审核'],
        ],
      },
      { code: 'dept', name: '部门管理' },
      { code: 'post', name: '岗位管理' },
      { code: 'role', name: '角色管理', buttons: [['grant', '权限设置']] },
      { code: 'menu', name: '菜单管理' },
      { code: 'dict', name: '字典管理' },
      { code: 'dictbiz', name: '业务字典' },
      { code: 'param', name: '参数管理' },
      {
        code: 'tenant',
        name: '租户管理',
        buttons: [
          ['setting', '租户配置'],
          ['datasource', '数据源配置'],
          ['package_setting', '产品包配置'],
        ],
      },
      { code: 'client', name: '应用管理' },
      { code: 'topmenu', name: '顶部菜单', buttons: [['setting', '菜单配置']] },
      { code: 'data_scope', name: '数据权限', path: 'datascope' },
      { code: 'api_scope', name: '接口权限', path: 'apiscope' },
      { code: 'region', name: '行政区划' },
      { code: 'tenant_package', name: '租户产品包', path: 'tenantpackage' },
      { code: 'workday', name: '工作日管理' },
    ],
  },
  {
    code: 'prepaid',
    name: '预付业务',
    path: '/prepaid',
    icon: 'shop',
    sort: 10,
    pages: [
      { code: 'merchant', name: '商户管理', buttons: [['sign', '签约地址']] },
      { code: 'category', name: '商户类别' },
      { code: 'industry_tag', name: '行业标签', path: 'industry-tag' },
      { code: 'merchant_ext', name: '商户扩展', path: 'merchant-ext', buttons: [exportButton] },
      { code: 'merchant_statistics', name: '商户统计', path: 'merchant-statistics', buttons: [exportButton] },
      {
        code: 'bank_verify',
        name: '银行账户验证',
        path: 'bank-verify',
        buttons: [
          ['request', '发起验证'],
          ['account', '金额验证'],
        ],
      },
      { code: 'rule_base', name: '规则库', path: 'rule-base', buttons: [['merchant', '商户规则配置']] },
      { code: 'supervise_bank', name: '监管银行', path: 'supervise-bank' },
      {
        code: 'goods',
        name: '商品管理',
        buttons: [
          ['status', '上下架'],
          ['audit', '提交审核'],
          ['recovery', '恢复'],
          ['stock', '修改库存'],
        ],
      },
      {
        code: 'goods_mould',
        name: '商品模板',
        path: 'goods-mould',
        buttons: [
          ['status', '启停'],
          ['content', '模板内容'],
        ],
      },
      {
        code: 'goods_audit_config',
        name: '商品审核配置',
        path: 'goods-audit-config',
        buttons: [['status', '启停']],
      },
      {
        code: 'goods_process_log',
        name: '商品流程日志',
        path: 'goods-process-log',
        buttons: [['process', '处理']],
      },
      { code: 'card_info', name: '卡信息', path: 'card-info' },
      {
        code: 'cut_payment',
        name: '划扣申请',
        path: 'cut-payment',
        buttons: [
          ['apply', '申请划扣'],
          ['contract', '生成合同'],
          ['manual', '手动划扣'],
          ['submit', '提交'],
        ],
      },
      {
        code: 'order',
        name: '订单管理',
        path: 'orders',
        buttons: [exportButton, ['amount', '修改交易金额'], ['contract', '修改合同内容']],
      },
      { code: 'reconciliation', name: '订单对账', buttons: [exportButton] },
      { code: 'abnormal_order', name: '异常订单', path: 'abnormal-order' },
      { code: 'consume', name: '订单消费' },
      { code: 'depository', name: '订单存管', buttons: [['manual', '手动存管']] },
      { code: 'refund_apply', name: '退款申请', path: 'refund-apply', buttons: [['refund', '退款']] },
      {
        code: 'refund_order',
        name: '退款订单',
        path: 'refund-order',
        buttons: [
          ['unfreeze', '手动解冻'],
          ['refund', '手动退款'],
        ],
      },
      { code: 'payment_log', name: '支付数据日志', path: 'payment-log', standard: false, buttons: view },
      {
        code: 'supervise_charge',
        name: '监管充值数据',
        path: 'supervise-charge',
        standard: false,
        buttons: view,
      },
      {
        code: 'supervise_refund',
        name: '监管退款数据',
        path: 'supervise-refund',
        standard: false,
        buttons: view,
      },
      { code: 'union_order', name: '银联订单', path: 'union-order', standard: false, buttons: view },
      { code: 'union_refund', name: '银联退款', path: 'union-refund', standard: false, buttons: view },
      { code: 'cus_contract_template', name: '客户合同模板', path: 'cus-contract-template' },
      { code: 'gene_contract_template', name: '通用合同模板', path: 'gene-contract-template' },
    ],
  },
  {
    code: 'flow',
    name: '流程管理',
    path: '/flow',
    icon: 'stream',
    sort: 20,
    pages: [
      { code: 'flow_model', name: '模型管理', path: 'model', buttons: [['deploy', '部署']] },
      {
        code: 'flow_manager',
        name: '部署管理',
        path: 'manager',
        buttons: [
          ['state', '变更状态'],
          ['upload', '部署上传'],
        ],
      },
      { code: 'flow_follow', name: '流程跟踪', path: 'follow' },
    ],
  },
  {
    code: 'work',
    name: '我的事务',
    path: '/work',
    icon: 'laptop',
    sort: 30,
    pages: [
      {
        code: 'work_start',
        name: '发起事务',
        path: 'start',
        standard: false,
        buttons: [...view, ['start', '发起']],
      },
      {
        code: 'work_claim',
        name: '待签事务',
        path: 'claim',
        standard: false,
        buttons: [...view, ['sign', '签收']],
      },
      {
        code: 'work_todo',
        name: '待办事务',
        path: 'todo',
        standard: false,
        buttons: [...view, ['handle', '办理']],
      },
      { code: 'work_send', name: '已发事务', path: 'send', standard: false, buttons: view },
      { code: 'work_done', name: '办结事务', path: 'done', standard: false, buttons: view },
    ],
  },
  {
    code: 'resource',
    name: '资源管理',
    path: '/resource',
    icon: 'folder',
    sort: 40,
    pages: [
      {
        code: 'oss',
        name: '对象存储',
        buttons: [
          ['enable', '启用'],
          ['upload', '上传'],
        ],
      },
      {
        code: 'sms',
        name: '短信配置',
        buttons: [
          ['enable', '启用'],
          ['send', '发送'],
        ],
      },
      {
        code: 'attach',
        name: '附件管理',
        buttons: [
          ['upload', '上传'],
          ['download', '下载'],
        ],
      },
    ],
  },
  {
    code: 'desk',
    name: '办公管理',
    path: '/desk',
    icon: 'bell',
    sort: 50,
    pages: [{ code: 'notice', name: '通知公告' }],
  },
  {
    code: 'develop',
    name: '研发工具',
    path: '/develop',
    icon: 'tool',
    sort: 60,
    pages: [
      {
        code: 'code',
        name: '代码生成',
        buttons: [
          ['gen', '代码生成'],
          ['copy', '复制'],
        ],
      },
      { code: 'model', name: '数据模型', buttons: [['prototype', '模型配置']] },
      { code: 'datasource', name: '数据源管理' },
    ],
  },
  {
    code: 'report',
    name: '报表管理',
    path: '/report',
    icon: 'pie-chart',
    sort: 70,
    pages: [
      {
        code: 'report_rest',
        name: '报表列表',
        path: 'rest',
        standard: false,
        // Appended after view and delete, whose ids are fixed by their places.
        buttons: [...view, ['delete', '删除'], ['add', '新增'], ['edit', '修改'], exportButton],
      },
    ],
  },
  {
    code: 'log',
    name: '日志管理',
    path: '/log',
    icon: 'file-text',
    sort: 80,
    pages: [
      { code: 'log_usual', name: '通用日志', path: 'usual', standard: false, buttons: view },
      { code: 'log_api', name: '接口日志', path: 'api', standard: false, buttons: view },
      { code: 'log_error', name: '错误日志', path: 'error', standard: false, buttons: view },
    ],
  },
  {
    code: 'audit',
    name: '审计',
    path: '/audit',
    icon: 'audit',
    sort: 85,
    // audit_explorer_view lets a role read the event history (the GraphQL audit queries);
    // audit_explorer_export, appended after it, export a record's timeline.
    pages: [
      {
        code: 'audit_explorer',
        name: '审计追溯',
        path: 'explorer',
        standard: false,
        buttons: [...view, exportButton],
      },
    ],
  },
];
